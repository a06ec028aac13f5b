import type { FastifyInstance } from "fastify";
import { MY_REGISTRATIONS_CALLS } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { legacyRoute } from "../../../http/legacy-route";
import { requireUser } from "../../../http/require-user";
import { resendConfirmation, setStartListConsent } from "./changes";
import { myEventRegistrations } from "./event-standing";
import { listMyRegistrations } from "./list";

/** "My registrations": always the session's own person; no input names anyone. */
export function registerMyRegistrationsRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, MY_REGISTRATIONS_CALLS.list, async (request, _reply, parsed) => {
    const user = await requireUser(context, request);
    const { language, offset } = parsed().query;
    return listMyRegistrations(context.db, user, { language, offset: offset ?? 0 }, context.now());
  });

  legacyRoute(app, MY_REGISTRATIONS_CALLS.eventRegistrations, async (request, _reply, parsed) => {
    const user = await requireUser(context, request);
    return myEventRegistrations(context.db, user, parsed().query.eventCodes, context.now());
  });

  legacyRoute(app, MY_REGISTRATIONS_CALLS.setStartListConsent, async (request, _reply, parsed) => {
    const user = await requireUser(context, request);
    return setStartListConsent(context.db, user, parsed().body, context.now());
  });

  legacyRoute(app, MY_REGISTRATIONS_CALLS.resendConfirmation, async (request, _reply, parsed) => {
    const user = await requireUser(context, request);
    return resendConfirmation(context.db, user, parsed().body.registrationId, context.now());
  });
}
