import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { sportTypeSchema } from "../events/sport-types";
import { eventListTabSchema } from "../events/event-list-tabs";
import { placesLeftSchema } from "../events/places-left";
import {
  boundedInteger,
  EVENT_LIST_MAX_LIMIT,
  EVENT_LIST_MAX_OFFSET,
  EVENT_PRICE_MAX_RUBLES,
  eventListFiltersSchema,
  kilometres,
  listFilterFields,
  rangesInOrder,
} from "./event-list-filters";

export * from "./event-list-filters";

/** The same whole number in a query string: plain decimal digits only ("24"; not "", "1e2", "0x10", " 5" or "5.0"). */
function queryInteger(min: number, max: number) {
  return z
    .string({ error: "field.invalid" })
    .regex(/^(?:0|[1-9][0-9]{0,9})$/, { error: "field.invalid" })
    .transform(Number)
    .pipe(boundedInteger(min, max));
}

/** Km in a query string: plain decimal ("21.1"; not "", "1e2", " 5" or "-1"). */
function queryKilometres() {
  return z
    .string({ error: "field.invalid" })
    .regex(/^(?:0|[1-9][0-9]{0,3})(?:\.[0-9]{1,3})?$/, { error: "field.invalid" })
    .transform(Number)
    .pipe(kilometres());
}

/** A flag in a query string: exactly "true" or "false". */
function queryBoolean() {
  return z
    .enum(["true", "false"], { error: "field.invalid" })
    .transform((value) => value === "true");
}

/** events.list's input (the BFF, JSON): strict whole numbers for paging, unknown keys refused. */
export const listFilterInputSchema = z.strictObject(listFilterFields).superRefine(rangesInOrder);
export type ListFilterQuery = z.infer<typeof listFilterInputSchema>;

/** GET /api/events/listFilter query (core): the same, its numbers and flags as a query string's text. */
export const listFilterQuerySchema = z
  .object({
    ...listFilterFields,
    distanceMinKm: queryKilometres().optional(),
    distanceMaxKm: queryKilometres().optional(),
    free: queryBoolean().optional(),
    maxPriceRubles: queryInteger(0, EVENT_PRICE_MAX_RUBLES).optional(),
    online: queryBoolean().optional(),
    withPlacesLeft: queryBoolean().optional(),
    limit: queryInteger(1, EVENT_LIST_MAX_LIMIT).optional(),
    offset: queryInteger(0, EVENT_LIST_MAX_OFFSET).optional(),
  })
  .superRefine(rangesInOrder);

export const distanceSchema = z.object({
  value: z.number().positive(),
  unit: z.enum(["km", "m"]),
  /** The exact distance in whole metres; `value` and `unit` are how it is shown. */
  meters: z.number().int().positive().optional(),
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
  /**
   * The card's "from" price: the lowest current slot over the event's paid races, all in, as the
   * order would charge it (commission on top, `allInSlotKopecks`); null when free.
   */
  priceFromKopecks: z.number().int().nonnegative().nullable(),
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
  /** Events running now in the same scope (tenant), whatever the filters: the list's live count. */
  liveCount: z.number().int().nonnegative().optional(),
});
export type ListFilterResult = z.infer<typeof listFilterResultSchema>;

/** POST /api/events/live-count answers a bare number. */
export const liveCountSchema = z.number().int().nonnegative();

/** A recommended compilation (issue 8): a curated, titled set of filters on one tab of the list. */
export const compilationSchema = z.object({
  code: z.string(),
  /** In the asked language. */
  title: z.string(),
  tab: eventListTabSchema,
  filters: eventListFiltersSchema,
});
export type Compilation = z.infer<typeof compilationSchema>;
export const compilationListSchema = z.array(compilationSchema);
export const compilationsQuerySchema = z.object({
  language: z.enum(LOCALES, { error: "field.invalid" }),
});
export type CompilationsQuery = z.infer<typeof compilationsQuerySchema>;

/**
 * The map reads at most this many points: every event of a filtered list fits (the demo has a few
 * dozen, the 5k bench a tab of ~2,500 at worst), and a browser still clusters them smoothly.
 */
export const EVENT_MAP_MAX_POINTS = 3_000;

/** One event on the map: what a marker and its popup need, nothing of the card's prices or races. */
export const mapPointSchema = z.object({
  code: z.string(),
  name: z.string(),
  sportType: sportTypeSchema,
  city: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapPointsResultSchema = z.object({
  points: z.array(mapPointSchema),
  /** Events of the same filters, with or without a place (online events have none). */
  total: z.number().int().nonnegative(),
});
export type MapPointsResult = z.infer<typeof mapPointsResultSchema>;
