/**
 * Trainings from an activity tracker connected to the personal account (SPEC §2; decision 0050):
 * the sandbox tracker that stands for the real ones (sandbox-tracker.ts), connecting, syncing and
 * disconnecting it (tracker-changes.ts), and the page a person reads (trainings-page.ts).
 */
export { registerTrainingRoutes } from "./routes";
export { connectTracker, syncTracker } from "./tracker-changes";
