import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { requestHost } from "../../http/request-host";
import { eventScope } from "../events";
import { eventResults, raceResults } from "./service";

/** Anonymous reads on `publicDb` (the replica while it answers; decision 0040). */
export function registerResultsRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.eventResults, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return eventResults(context.publicDb, query, eventScope(tenant?.id));
  });
  legacyRoute(app, LEGACY_CONTRACT.raceResults, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return raceResults(context.publicDb, query, eventScope(tenant?.id));
  });
}
