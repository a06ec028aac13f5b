import { z } from "zod";
import { LOCALES } from "../locales";
import { sportTypeSchema } from "../sport-types";
import { eventListTabSchema } from "../event-list-tabs";
import { ageGroupSchema } from "../age-groups";
import { placesLeftSchema } from "../places-left";

/** GET /api/events/listFilter query. */
export const listFilterQuerySchema = z.object({
  language: z.enum(LOCALES),
  eventsLoaderType: eventListTabSchema.optional(),
  search: z.string().trim().max(100).optional(),
  sportType: sportTypeSchema.optional(),
  ageGroup: ageGroupSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type ListFilterQuery = z.infer<typeof listFilterQuerySchema>;

export const distanceSchema = z.object({
  value: z.number().positive(),
  unit: z.enum(["km", "m"]),
});
export type Distance = z.infer<typeof distanceSchema>;

/** One event as the list and the home page show it, texts already in the asked language. */
export const eventCardSchema = z.object({
  code: z.string(),
  name: z.string(),
  sportType: sportTypeSchema,
  city: z.string(),
  /** ISO-8601 instants in UTC; the front shows them in Moscow time. */
  startsAt: z.string(),
  endsAt: z.string(),
  distances: z.array(distanceSchema),
  placesLeft: placesLeftSchema,
  /** Lowest current price over the event's races, in kopecks; null when free. */
  minPriceKopecks: z.number().int().nonnegative().nullable(),
  isFree: z.boolean(),
  isOnline: z.boolean(),
  rating: z.number().min(0).max(5).nullable(),
  ratingApproved: z.boolean(),
  seriesCode: z.string().nullable(),
  /** Days until the next price tier starts; null when no rise is scheduled. */
  daysUntilPriceIncrease: z.number().int().nonnegative().nullable(),
  imageUrl: z.string().nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const listFilterResultSchema = z.object({
  events: z.array(eventCardSchema),
  total: z.number().int().nonnegative(),
});
export type ListFilterResult = z.infer<typeof listFilterResultSchema>;

/** POST /api/events/live-count answers a bare number. */
export const liveCountSchema = z.number().int().nonnegative();
