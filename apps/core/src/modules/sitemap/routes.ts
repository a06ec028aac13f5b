import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import { ReadThroughCache } from "../../cache/read-through-cache";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { requestHost } from "../../http/request-host";
import { eventScope } from "../events";
import { sitemapEntries } from "./queries";

const JSON_TYPE = "application/json; charset=utf-8";

/** Anonymous reads on `publicDb` (the replica while it answers; decision 0040). */
export function registerSitemapRoutes(
  app: FastifyInstance,
  context: CoreContext,
  readCacheTtlMs: number,
): void {
  // Crawlers come in bursts; the answer is the same for every one of them in the TTL.
  const answers = new ReadThroughCache<string>(readCacheTtlMs);
  legacyRoute(app, LEGACY_CONTRACT.sitemapEntries, async (request, reply) => {
    const tenant = await context.tenants.forHost(requestHost(request));
    const scope = eventScope(tenant?.id);
    const json = await answers.get(String(scope), async () =>
      JSON.stringify(await sitemapEntries(context.publicDb, scope)),
    );
    return reply.type(JSON_TYPE).send(json);
  });
}
