import { z } from "zod";
import { instantOutSchema } from "../dto/registration-common";

/**
 * The activity trackers a person can connect to their account (SPEC §2: "Trainings link to the
 * personal account, where an activity tracker is connected"), by an id that never changes.
 */
export const TRACKER_PROVIDERS = ["strava", "garmin", "polar", "suunto", "coros"] as const;
export type TrackerProvider = (typeof TRACKER_PROVIDERS)[number];
export const trackerProviderSchema = z.enum(TRACKER_PROVIDERS, { error: "field.invalid" });

/** Each tracker as its maker names it (the same in both languages). */
export const TRACKER_NAMES: Record<TrackerProvider, string> = {
  strava: "Strava",
  garmin: "Garmin Connect",
  polar: "Polar Flow",
  suunto: "Suunto",
  coros: "COROS",
};

/** The kinds of training a tracker reports that the platform's sports cover. */
export const TRAINING_SPORTS = ["run", "ride", "swim", "walk"] as const;
export type TrainingSport = (typeof TRAINING_SPORTS)[number];

/** The trainings shown and kept in sync: the latest this many. */
export const TRAININGS_SHOWN = 60;

/** One training as the tracker reported it. */
export const trainingSchema = z.object({
  id: z.uuid(),
  sport: z.enum(TRAINING_SPORTS),
  /** The name the person gave it on the tracker ("Morning run"). */
  name: z.string().max(200),
  startedAt: instantOutSchema,
  distanceMeters: z.number().int().nonnegative(),
  movingSeconds: z.number().int().positive(),
  elevationGainMeters: z.number().int().nonnegative().nullable(),
});
export type Training = z.infer<typeof trainingSchema>;

/** The tracker connected to the account: whose it is there and when it last brought trainings. */
export const trackerLinkSchema = z.object({
  provider: trackerProviderSchema,
  /** The person's name on the tracker. */
  athleteName: z.string().max(200),
  connectedAt: instantOutSchema,
  lastSyncedAt: instantOutSchema,
});
export type TrackerLink = z.infer<typeof trackerLinkSchema>;

/** GET /Account/ApiTrainings: the connected tracker (or none) and its trainings, newest first. */
export const trainingsSchema = z.object({
  tracker: trackerLinkSchema.nullable(),
  trainings: z.array(trainingSchema).max(TRAININGS_SHOWN),
});
export type Trainings = z.infer<typeof trainingsSchema>;

/** POST /Account/ApiConnectTracker: one tracker at a time; connecting another replaces it. */
export const connectTrackerInputSchema = z.object({ provider: trackerProviderSchema }).strict();
export type ConnectTrackerInput = z.infer<typeof connectTrackerInputSchema>;
