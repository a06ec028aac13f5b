import { legacyCall } from "../contract/legacy-call";
import { connectTrackerInputSchema, trainingsSchema } from "./wire";

/**
 * The trainings calls (SPEC §2's activity tracker; SPEC §7 lists none), declared once for core and
 * the BFF like LEGACY_CONTRACT's. Every one answers the caller's own trainings page.
 */
export const TRAINING_CALLS = {
  get: legacyCall({ method: "GET", path: "/Account/ApiTrainings", output: trainingsSchema }),
  connect: legacyCall({
    method: "POST",
    path: "/Account/ApiConnectTracker",
    body: connectTrackerInputSchema,
    output: trainingsSchema,
  }),
  /** Brings the trainings the tracker has that the account does not yet. */
  sync: legacyCall({ method: "POST", path: "/Account/ApiSyncTracker", output: trainingsSchema }),
  /** Forgets the tracker and every training it brought. */
  disconnect: legacyCall({
    method: "POST",
    path: "/Account/ApiDisconnectTracker",
    output: trainingsSchema,
  }),
} as const;
