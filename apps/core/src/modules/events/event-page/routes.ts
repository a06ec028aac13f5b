import type { FastifyInstance } from "fastify";
import { eventDocumentQuerySchema, LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { AppError } from "../../../http/app-error";
import { parseInput } from "../../../http/parse-input";
import { legacyRoute } from "../../../http/legacy-route";
import { requestHost } from "../../../http/request-host";
import { eventScope } from "../service";
import { selectEventDocument } from "./page-queries";
import { readEventPage } from "./page-service";
import { readStartList } from "./start-list";

/** The event page, its start list and its documents (issue 8 item 2); anonymous, so on `publicDb` (decision 0040). */
export function registerEventPageRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.eventPage, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return readEventPage(
      context.publicDb,
      query.code,
      query.language,
      eventScope(tenant?.id),
      context.now(),
    );
  });

  legacyRoute(app, LEGACY_CONTRACT.startList, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return readStartList(context.publicDb, {
      code: query.code,
      language: query.language,
      search: query.search,
      race: query.race,
      offset: query.offset ?? 0,
      scope: eventScope(tenant?.id),
    });
  });

  // A file, not JSON: served as an attachment under its own name; the BFF streams it through.
  app.get<{ Params: { code: string; file: string } }>(
    "/documents/:code/:file",
    async (request, reply) => {
      const params = parseInput(eventDocumentQuerySchema, {
        code: request.params.code,
        file: request.params.file,
      });
      const tenant = await context.tenants.forHost(requestHost(request));
      const found = await selectEventDocument(
        context.publicDb,
        params.code,
        params.file,
        eventScope(tenant?.id),
      );
      if (!found) throw new AppError("NOT_FOUND");
      return reply
        .type(found.mimeType)
        .header("content-disposition", `attachment; filename="${params.file}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "public, max-age=300")
        .send(found.content);
    },
  );
}
