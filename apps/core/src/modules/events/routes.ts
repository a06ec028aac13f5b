import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import { ReadThroughCache } from "../../cache/read-through-cache";
import type { CoreContext } from "../../context";
import { requestHost } from "../../http/request-host";
import { eventScope, listEvents, liveEventCount } from "./service";
import { legacyRoute } from "../../http/legacy-route";
import { listCompilations } from "./compilations";
import { listMapPoints } from "./map-points";

const JSON_TYPE = "application/json; charset=utf-8";

/** The catalogue: anonymous, the same for everyone, so read on `publicDb` (the replica; decision 0040). */
export function registerEventRoutes(
  app: FastifyInstance,
  context: CoreContext,
  readCacheTtlMs: number,
): void {
  // Answers are kept as JSON text: serialising a page of cards costs more than finding it in the cache.
  const lists = new ReadThroughCache<string>(readCacheTtlMs);
  const liveCounts = new ReadThroughCache<string>(readCacheTtlMs);
  const mapPoints = new ReadThroughCache<string>(readCacheTtlMs);
  const compilations = new ReadThroughCache<string>(readCacheTtlMs);

  legacyRoute(app, LEGACY_CONTRACT.listEvents, async (request, reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    const scope = eventScope(tenant?.id);
    // The parsed query (defaults applied, unknown keys dropped) is the key: cache busters don't split it.
    const key = JSON.stringify([scope, query]);
    const json = await lists.get(key, async () =>
      JSON.stringify(await listEvents(context.publicDb, query, scope, context.now())),
    );
    return reply.type(JSON_TYPE).send(json);
  });

  // The legacy call is a POST without a body; whatever body comes along is ignored.
  legacyRoute(app, LEGACY_CONTRACT.liveCount, async (request, reply) => {
    const tenant = await context.tenants.forHost(requestHost(request));
    const scope = eventScope(tenant?.id);
    // A bare JSON number; Fastify would send a number as text/plain.
    const json = await liveCounts.get(String(scope), async () =>
      JSON.stringify(await liveEventCount(context.publicDb, scope, context.now())),
    );
    return reply.type(JSON_TYPE).send(json);
  });

  // The map of the same filtered list: paging is the list's, so the map ignores limit and offset.
  legacyRoute(app, LEGACY_CONTRACT.listMapPoints, async (request, reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    const scope = eventScope(tenant?.id);
    const key = JSON.stringify([scope, { ...query, limit: undefined, offset: undefined }]);
    const json = await mapPoints.get(key, async () =>
      JSON.stringify(await listMapPoints(context.publicDb, query, scope, context.now())),
    );
    return reply.type(JSON_TYPE).send(json);
  });

  legacyRoute(app, LEGACY_CONTRACT.listCompilations, async (request, reply, parsed) => {
    const { language } = parsed().query;
    const json = await compilations.get(language, async () =>
      JSON.stringify(
        await listCompilations(context.publicDb, language, (code) =>
          request.log.warn({ code }, "compilation with filters the domain refuses left out"),
        ),
      ),
    );
    return reply.type(JSON_TYPE).send(json);
  });
}
