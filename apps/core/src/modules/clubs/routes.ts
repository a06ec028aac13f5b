import type { FastifyInstance } from "fastify";
import { CLUB_CALLS } from "@reg/domain";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { requestHost } from "../../http/request-host";
import { eventScope } from "../events";
import { clubPage, listClubs } from "./service";

/** Anonymous reads on `publicDb` (the replica while it answers; decision 0040). */
export function registerClubRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, CLUB_CALLS.list, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return listClubs(context.publicDb, query, eventScope(tenant?.id));
  });
  legacyRoute(app, CLUB_CALLS.page, async (request, _reply, parsed) => {
    const query = parsed().query;
    const tenant = await context.tenants.forHost(requestHost(request));
    return clubPage(context.publicDb, query, eventScope(tenant?.id));
  });
}
