import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { requestHost } from "../../http/request-host";
import { eventScope } from "../events";
import { seriesPage } from "./service";

export function registerSeriesRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.seriesPage, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return seriesPage(context.db, query, eventScope(tenant?.id));
  });
}
