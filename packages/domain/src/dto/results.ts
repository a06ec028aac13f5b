import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { sportTypeSchema } from "../events/sport-types";
import {
  RESULT_STATUSES,
  SPLIT_KINDS,
  resultCategorySchema,
  resultGenderSchema,
} from "../events/results-categories";
import { RESULTS_MAX_PAGE, RESULTS_SEARCH_MAX_LENGTH } from "../events/table-limits";
import { freeTextSchema } from "../fields/safe-text";
import { distanceSchema } from "./events";
import { codeSchema } from "./registration-common";
import { resultsStateSchema } from "./series";

const languageSchema = z.enum(LOCALES, { error: "field.invalid" });

/** results.event's input (BFF) and GET /api/results/event's query (core). */
export const eventResultsQuerySchema = z.strictObject({
  eventCode: codeSchema,
  language: languageSchema,
});
export type EventResultsQuery = z.infer<typeof eventResultsQuerySchema>;

const raceResultsFields = {
  eventCode: codeSchema,
  raceCode: codeSchema,
  language: languageSchema,
  search: z.optional(freeTextSchema(RESULTS_SEARCH_MAX_LENGTH)),
  gender: z.optional(resultGenderSchema),
  category: z.optional(resultCategorySchema),
};

/** results.race's input (BFF, JSON): the page a whole number from 1. */
export const raceResultsInputSchema = z.strictObject({
  ...raceResultsFields,
  page: z
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .min(1, { error: "field.invalid" })
    .max(RESULTS_MAX_PAGE, { error: "field.invalid" })
    .optional(),
});
export type RaceResultsQuery = z.infer<typeof raceResultsInputSchema>;

/** GET /api/results/race's query (core): the same, the page as a query string's digits. */
export const raceResultsQuerySchema = z.object({
  ...raceResultsFields,
  page: z
    .string({ error: "field.invalid" })
    .regex(/^[1-9][0-9]{0,3}$/, { error: "field.invalid" })
    .transform(Number)
    .pipe(z.number().int().min(1).max(RESULTS_MAX_PAGE, { error: "field.invalid" }))
    .optional(),
});

/** The event whose results are shown, in the asked language. */
export const resultsEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  sportType: sportTypeSchema,
  startsAt: z.string(),
  resultsState: resultsStateSchema,
  seriesCode: z.string().nullable(),
});

/** A race of the event and how many results it has. */
export const resultsRaceSchema = z.object({
  code: z.string(),
  name: z.string(),
  distance: distanceSchema,
  startsAt: z.string(),
  finishers: z.number().int().nonnegative(),
  starters: z.number().int().nonnegative(),
  hasSplits: z.boolean(),
});
export type ResultsRace = z.infer<typeof resultsRaceSchema>;

/** GET /api/results/event: the event and its races, to pick one. */
export const eventResultsSchema = z.object({
  event: resultsEventSchema,
  races: z.array(resultsRaceSchema),
});
export type EventResults = z.infer<typeof eventResultsSchema>;

export const resultSplitSchema = z.object({
  kind: z.enum(SPLIT_KINDS),
  /** The mark's distance from the start for `distance` splits; null for a leg. */
  meters: z.number().int().positive().nullable(),
  /** Time from the gun to the mark (distance) or the leg's own time (legs), in ms. */
  ms: z.number().int().nonnegative(),
});
export type ResultSplit = z.infer<typeof resultSplitSchema>;

/** One line of a results table. */
export const resultRowSchema = z.object({
  /** Overall place among finishers; null for DNF and DSQ. */
  place: z.number().int().positive().nullable(),
  /** Place within the gender and within the category. */
  genderPlace: z.number().int().positive().nullable(),
  categoryPlace: z.number().int().positive().nullable(),
  bib: z.string(),
  name: z.string(),
  gender: resultGenderSchema,
  birthYear: z.number().int(),
  category: z.string(),
  club: z.string().nullable(),
  /** The club's page (`/clubs/{code}`, the domain's rule over its Latin name); null without one. */
  clubCode: z.string().nullable(),
  city: z.string().nullable(),
  /** Net finish time in ms; null for DNF and DSQ. */
  finishMs: z.number().int().nonnegative().nullable(),
  status: z.enum(RESULT_STATUSES),
  splits: z.array(resultSplitSchema),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** GET /api/results/race: one page of a race's results, filtered. */
export const raceResultsSchema = z.object({
  event: resultsEventSchema,
  race: resultsRaceSchema,
  rows: z.array(resultRowSchema),
  /** Lines matching the filters (every page). */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** The categories the race has, for the filter. */
  categories: z.array(z.string()),
});
export type RaceResults = z.infer<typeof raceResultsSchema>;
