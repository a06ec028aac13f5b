import type { FastifyInstance } from "fastify";
import { completePhoneInputSchema, registrationFormQuerySchema } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { parseInput } from "../../../http/parse-input";
import { registrationScope } from "../caller/request-scope";
import { sessionCaller } from "../caller/session-caller";
import { signedIn } from "../caller/signed-in";
import { completePhone, registrationForm } from "./registration-form";
import { saveRegistration } from "./save-registration";

/**
 * The participant form's calls: read it (the live registration's, or a new one prefilled), save it
 * (which creates the draft and takes its slot), complete the account's phone.
 */
export function registerFormRoutes(app: FastifyInstance, context: CoreContext): void {
  app.get("/Register/ApiRegistration", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return registrationForm(
      context.db,
      scope,
      parseInput(registrationFormQuerySchema, request.query),
      user,
      context.now(),
    );
  });

  // The rush's slot take: its session is checked by the take's own statement (see saveRegistration).
  app.post("/Register/ApiSaveRegistration", async (request) => {
    const caller = sessionCaller(context, request);
    return saveRegistration(
      context,
      await registrationScope(context, request),
      caller,
      request.body,
    );
  });

  app.post("/Register/ApiCompletePhone", async (request) => {
    const { user } = await signedIn(context, request);
    return completePhone(context.db, user, parseInput(completePhoneInputSchema, request.body));
  });
}
