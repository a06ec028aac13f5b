import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { registrationScope } from "../caller/request-scope";
import { sessionCaller } from "../caller/session-caller";
import { signedIn } from "../caller/signed-in";
import { completePhone, registrationForm } from "./registration-form";
import { saveRegistration } from "./save-registration";
import { legacyRoute } from "../../../http/legacy-route";

/**
 * The participant form's calls: read it (the live registration's, or a new one prefilled), save it
 * (which creates the draft and takes its slot), complete the account's phone.
 */
export function registerFormRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.getRegistration, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return registrationForm(context.db, scope, parsed().query, user, context.now());
  });

  // The rush's slot take: its session is checked by the take's own statement (see saveRegistration).
  legacyRoute(app, LEGACY_CONTRACT.saveRegistration, async (request) => {
    const caller = sessionCaller(context, request);
    return saveRegistration(
      context,
      await registrationScope(context, request),
      caller,
      request.body,
    );
  });

  legacyRoute(app, LEGACY_CONTRACT.updatePhone, async (request, _reply, parsed) => {
    const { user } = await signedIn(context, request);
    return completePhone(context.db, user, parsed().body);
  });
}
