import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { sportTypeSchema } from "../events/sport-types";
import { eventListTabSchema } from "../events/event-list-tabs";
import { ageGroupSchema } from "../events/age-groups";
import { placesLeftSchema } from "../events/places-left";
import { freeTextSchema } from "../fields/safe-text";

export const EVENT_SEARCH_MAX_LENGTH = 100;
export const EVENT_LIST_MAX_LIMIT = 100;
export const EVENT_LIST_MAX_OFFSET = 10_000;

/** A whole number within bounds, as JSON carries it: never a string, an array, null or 1.5. */
function boundedInteger(min: number, max: number) {
  return z
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .min(min, { error: "field.invalid" })
    .max(max, { error: "field.invalid" });
}

/** The same in a query string: plain decimal digits only ("24"; not "", "1e2", "0x10", " 5" or "5.0"). */
function queryInteger(min: number, max: number) {
  return z
    .string({ error: "field.invalid" })
    .regex(/^(?:0|[1-9][0-9]{0,9})$/, { error: "field.invalid" })
    .transform(Number)
    .pipe(boundedInteger(min, max));
}

/** events.list's input (the BFF, JSON): strict whole numbers for paging. */
export const listFilterInputSchema = z.object({
  language: z.enum(LOCALES, { error: "field.invalid" }),
  eventsLoaderType: eventListTabSchema.optional(),
  search: freeTextSchema(EVENT_SEARCH_MAX_LENGTH).optional(),
  sportType: sportTypeSchema.optional(),
  ageGroup: ageGroupSchema.optional(),
  limit: boundedInteger(1, EVENT_LIST_MAX_LIMIT).optional(),
  offset: boundedInteger(0, EVENT_LIST_MAX_OFFSET).optional(),
});
export type ListFilterQuery = z.infer<typeof listFilterInputSchema>;

/** GET /api/events/listFilter query (core): the same, its numbers as a query string's digits. */
export const listFilterQuerySchema = listFilterInputSchema.extend({
  limit: queryInteger(1, EVENT_LIST_MAX_LIMIT).optional(),
  offset: queryInteger(0, EVENT_LIST_MAX_OFFSET).optional(),
});

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
  /** The same races with their codes, for links to their register pages. */
  races: z.array(z.object({ code: z.string(), distance: distanceSchema })).optional(),
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
