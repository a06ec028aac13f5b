import * as z from "zod/mini";
import { parseCalendarDay } from "../time/calendar-day";
import { LOCALES } from "../culture/locales";
import { sportTypeSchema } from "../events/sport-types";
import { eventListTabSchema } from "../events/event-list-tabs";
import { ageGroupSchema } from "../events/age-groups";
import { regionCodeSchema } from "../events/region-codes";
import { freeTextSchema } from "../fields/safe-text";
import { CODE_PATTERN } from "../fields/code-pattern";

/*
 * The event list's search and filters, one rule for the BFF's input, core's query and the portal's
 * address. Built with zod/mini (the same zod, tree-shakable): the portal validates its list URL
 * with these in its first chunk, and classic zod there cost about 26 kB gzipped (decision 0022).
 */

export const EVENT_SEARCH_MAX_LENGTH = 100;
export const EVENT_LIST_MAX_LIMIT = 100;
export const EVENT_LIST_MAX_OFFSET = 10_000;
export const EVENT_CITY_MAX_LENGTH = 100;
/** Longer than any race (ultra-trails and cycling tours included). */
export const EVENT_DISTANCE_MAX_KM = 2_000;
/** A price cap above any slot: a million rubles. */
export const EVENT_PRICE_MAX_RUBLES = 1_000_000;

/** A whole number within bounds, as JSON carries it: never a string, an array, null or 1.5. */
export function boundedInteger(min: number, max: number) {
  return z
    .int({ error: "field.invalid" })
    .check(z.gte(min, { error: "field.invalid" }), z.lte(max, { error: "field.invalid" }));
}

/** A number of km within bounds with at most three decimals (whole metres), as JSON carries it. */
export function kilometres() {
  return z.number({ error: "field.invalid" }).check(
    z.gte(0, { error: "field.invalid" }),
    z.lte(EVENT_DISTANCE_MAX_KM, { error: "field.invalid" }),
    z.refine((km: number) => Math.abs(km * 1000 - Math.round(km * 1000)) < 1e-6, {
      error: "field.invalid",
    }),
  );
}

/** A Moscow calendar date, `YYYY-MM-DD`, that exists. */
const moscowDateSchema = z.string({ error: "field.invalid" }).check(
  z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, { error: "field.invalid" }),
  z.refine((value: string) => parseCalendarDay(value) !== null, { error: "field.invalid" }),
);

/** A series code: registration-common's `codeSchema` rule (CODE_PATTERN), here without classic zod. */
const seriesCodeSchema = z
  .string({ error: "string.expected" })
  .check(z.regex(CODE_PATTERN, { error: "field.invalid" }));

/** Ranges read from low to high; a reversed one is a mistake to show, not an empty list. */
export function rangesInOrder(
  value: { dateFrom?: string; dateTo?: string; distanceMinKm?: number; distanceMaxKm?: number },
  context: z.core.$RefinementCtx,
): void {
  if (value.dateFrom !== undefined && value.dateTo !== undefined && value.dateFrom > value.dateTo)
    context.addIssue({ code: "custom", path: ["dateTo"], message: "field.invalid" });
  if (
    value.distanceMinKm !== undefined &&
    value.distanceMaxKm !== undefined &&
    value.distanceMinKm > value.distanceMaxKm
  )
    context.addIssue({ code: "custom", path: ["distanceMaxKm"], message: "field.invalid" });
}

/**
 * The list's search and filters (SPEC §2), every one optional. Dates are Moscow calendar days, both
 * ends included; distances in km match an event with any race in the range; the price cap is in
 * whole rubles, all in; `free` keeps only events where every race is free.
 */
export const listFilterFields = {
  language: z.enum(LOCALES, { error: "field.invalid" }),
  eventsLoaderType: z.optional(eventListTabSchema),
  search: z.optional(freeTextSchema(EVENT_SEARCH_MAX_LENGTH)),
  sportType: z.optional(sportTypeSchema),
  ageGroup: z.optional(ageGroupSchema),
  dateFrom: z.optional(moscowDateSchema),
  dateTo: z.optional(moscowDateSchema),
  /** A subject of the Russian Federation by its ISO 3166-2:RU code (`REGIONS`). */
  region: z.optional(regionCodeSchema),
  city: z.optional(freeTextSchema(EVENT_CITY_MAX_LENGTH)),
  distanceMinKm: z.optional(kilometres()),
  distanceMaxKm: z.optional(kilometres()),
  free: z.optional(z.boolean({ error: "field.invalid" })),
  maxPriceRubles: z.optional(boundedInteger(0, EVENT_PRICE_MAX_RUBLES)),
  online: z.optional(z.boolean({ error: "field.invalid" })),
  withPlacesLeft: z.optional(z.boolean({ error: "field.invalid" })),
  /** Only the events of this series (the series page's Events tab). */
  seriesCode: z.optional(seriesCodeSchema),
  limit: z.optional(boundedInteger(1, EVENT_LIST_MAX_LIMIT)),
  offset: z.optional(boundedInteger(0, EVENT_LIST_MAX_OFFSET)),
};

/** The filters alone (no language, tab or paging), as a compilation stores them and a list URL carries them. */
export const eventListFiltersSchema = z
  .strictObject({
    search: listFilterFields.search,
    sportType: listFilterFields.sportType,
    ageGroup: listFilterFields.ageGroup,
    dateFrom: listFilterFields.dateFrom,
    dateTo: listFilterFields.dateTo,
    region: listFilterFields.region,
    city: listFilterFields.city,
    distanceMinKm: listFilterFields.distanceMinKm,
    distanceMaxKm: listFilterFields.distanceMaxKm,
    free: listFilterFields.free,
    maxPriceRubles: listFilterFields.maxPriceRubles,
    online: listFilterFields.online,
    withPlacesLeft: listFilterFields.withPlacesLeft,
  })
  .check(z.superRefine(rangesInOrder));
export type EventListFilters = z.infer<typeof eventListFiltersSchema>;
/** Every filter's key, in the order the list's filter panel shows them. */
export const EVENT_LIST_FILTER_KEYS = Object.keys(eventListFiltersSchema.shape) as Array<
  keyof EventListFilters
>;
