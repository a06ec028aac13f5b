import type { FastifyInstance, FastifyRequest } from "fastify";
import { DEFAULT_TENANT, LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { AppError } from "../../http/app-error";
import { legacyRoute } from "../../http/legacy-route";
import { requestHost } from "../../http/request-host";
import { eventScope } from "../events";
import {
  findCareer,
  findContacts,
  findSitePage,
  listOpenCareers,
  listRatedEvents,
} from "./queries";

/** GET /api/pages/*: public reads of the content pages (on `publicDb`, decision 0040); unknown slugs and ids answer 404. */
export function registerPageRoutes(app: FastifyInstance, context: CoreContext): void {
  const tenantOf = async (request: FastifyRequest): Promise<string> =>
    (await context.tenants.forHost(requestHost(request)))?.id ?? DEFAULT_TENANT;

  legacyRoute(app, LEGACY_CONTRACT.getSitePage, async (request, _reply, parsed) => {
    const { slug, language } = parsed().query;
    const page = await findSitePage(context.publicDb, await tenantOf(request), slug, language);
    if (!page) throw new AppError("NOT_FOUND");
    return page;
  });

  legacyRoute(app, LEGACY_CONTRACT.getContacts, async (request, _reply, parsed) => {
    const { language } = parsed().query;
    const contacts = await findContacts(context.publicDb, await tenantOf(request), language);
    if (!contacts) throw new AppError("NOT_FOUND");
    return contacts;
  });

  legacyRoute(app, LEGACY_CONTRACT.listCareers, async (request, _reply, parsed) => {
    const { language } = parsed().query;
    return { items: await listOpenCareers(context.publicDb, await tenantOf(request), language) };
  });

  legacyRoute(app, LEGACY_CONTRACT.getCareer, async (request, _reply, parsed) => {
    const { id, language } = parsed().query;
    const career = await findCareer(context.publicDb, await tenantOf(request), id, language);
    if (!career) throw new AppError("NOT_FOUND");
    return career;
  });

  legacyRoute(app, LEGACY_CONTRACT.getEventsRating, async (request, _reply, parsed) => {
    const { language } = parsed().query;
    const scope = eventScope(await tenantOf(request));
    return { items: await listRatedEvents(context.publicDb, scope, language) };
  });
}
