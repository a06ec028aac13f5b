import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { requestHost } from "../../http/request-host";
import { eventScope } from "../events";
import { listChampionships } from "./championships";
import { seriesPage } from "./service";

/** Anonymous reads on `publicDb` (the replica while it answers; decision 0040). */
export function registerSeriesRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.seriesPage, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return seriesPage(context.publicDb, query, eventScope(tenant?.id));
  });
  // The championships page (SPEC §2): the series with their leaders, from the same standings.
  legacyRoute(app, LEGACY_CONTRACT.championshipsList, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return listChampionships(context.publicDb, query, eventScope(tenant?.id));
  });
}
