import type { FastifyInstance } from "fastify";
import { TRAINING_CALLS } from "@reg/domain";
import type { CoreContext } from "../../context";
import { legacyRoute } from "../../http/legacy-route";
import { requireUser } from "../../http/require-user";
import { connectTracker, disconnectTracker, syncTracker } from "./tracker-changes";
import { trainingsPage } from "./trainings-page";

/**
 * The trainings page's calls (SPEC §2; decision 0050). Every call is the signed-in person's own:
 * the session first (401 before the input is read), no input names whose trainings they are, and
 * each answers the person's whole page as it now is.
 */
export function registerTrainingRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, TRAINING_CALLS.get, async (request) => {
    const user = await requireUser(context, request);
    return trainingsPage(context.db, user.id);
  });

  legacyRoute(app, TRAINING_CALLS.connect, async (request, _reply, parsed) => {
    const user = await requireUser(context, request);
    await connectTracker(context.db, user, parsed().body.provider, context.now());
    return trainingsPage(context.db, user.id);
  });

  legacyRoute(app, TRAINING_CALLS.sync, async (request) => {
    const user = await requireUser(context, request);
    await syncTracker(context.db, user, context.now());
    return trainingsPage(context.db, user.id);
  });

  // Disconnecting what is not connected answers the empty page: a second press is no error.
  legacyRoute(app, TRAINING_CALLS.disconnect, async (request) => {
    const user = await requireUser(context, request);
    await disconnectTracker(context.db, user.id);
    return trainingsPage(context.db, user.id);
  });
}
