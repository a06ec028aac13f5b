import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { RESULT_STATUSES } from "../events/results-categories";
import { freeTextSchema } from "../fields/safe-text";
import { CLUB_CODE_MAX_LENGTH, CLUB_CODE_PATTERN } from "./club-code";

/** A club search is part of a name: a short line. */
export const CLUBS_SEARCH_MAX_LENGTH = 100;
/** Lines of the ranking and of a club's results per page. */
export const CLUBS_PAGE_SIZE = 50;
/** Far past the number of clubs, or of one club's results. */
export const CLUBS_MAX_PAGE = 1_000;

const languageSchema = z.enum(LOCALES, { error: "field.invalid" });

export const clubCodeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "field.required" : "string.expected") })
  .max(CLUB_CODE_MAX_LENGTH, { error: "field.invalid" })
  .regex(CLUB_CODE_PATTERN, { error: "field.invalid" });

/** The BFF's page: a whole number from 1 (JSON). */
const inputPageSchema = z
  .number({ error: "field.invalid" })
  .int({ error: "field.invalid" })
  .min(1, { error: "field.invalid" })
  .max(CLUBS_MAX_PAGE, { error: "field.invalid" })
  .optional();

/** Core's page: the query string's digits. */
const queryPageSchema = z
  .string({ error: "field.invalid" })
  .regex(/^[1-9][0-9]{0,3}$/, { error: "field.invalid" })
  .transform(Number)
  .pipe(z.number().int().min(1).max(CLUBS_MAX_PAGE, { error: "field.invalid" }))
  .optional();

const clubListFields = {
  language: languageSchema,
  search: z.optional(freeTextSchema(CLUBS_SEARCH_MAX_LENGTH)),
};

/** clubs.list's input (BFF): the ranking searched by a club's name, a page of it. */
export const clubListInputSchema = z.strictObject({ ...clubListFields, page: inputPageSchema });
export type ClubListQuery = z.infer<typeof clubListInputSchema>;
/** GET /api/clubs/list's query (core). */
export const clubListQuerySchema = z.object({ ...clubListFields, page: queryPageSchema });

const clubPageFields = { code: clubCodeSchema, language: languageSchema };

/** clubs.page's input (BFF): the club and a page of its results. */
export const clubPageInputSchema = z.strictObject({ ...clubPageFields, page: inputPageSchema });
export type ClubPageQuery = z.infer<typeof clubPageInputSchema>;
/** GET /api/clubs/page's query (core). */
export const clubPageQuerySchema = z.object({ ...clubPageFields, page: queryPageSchema });

/** A club's line of the ranking and its totals, over the published results of the site's events. */
export const clubSummarySchema = z.object({
  /** Place in the whole ranking (a search keeps it); equal totals share a place. */
  place: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  /** The home city most of its finishers give; null when none gives one. */
  city: z.string().nullable(),
  /** Distinct people (name and birth year) who finished at least once. */
  finishers: z.number().int().nonnegative(),
  /** Every result line: finished, DNF and DSQ. */
  starts: z.number().int().nonnegative(),
  /** Overall places 1 to 3. */
  podiums: z.number().int().nonnegative(),
  events: z.number().int().nonnegative(),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;

/** GET /api/clubs/list: a page of the ranking. */
export const clubListSchema = z.object({
  clubs: z.array(clubSummarySchema),
  /** Clubs matching the search (every page). */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ClubList = z.infer<typeof clubListSchema>;

/** One of the club's best finishers: most podiums, then the best place, then most starts. */
export const clubFinisherSchema = z.object({
  name: z.string(),
  birthYear: z.number().int(),
  starts: z.number().int().positive(),
  podiums: z.number().int().nonnegative(),
  /** Best overall place; null when the person never finished. */
  bestPlace: z.number().int().positive().nullable(),
});
export type ClubFinisher = z.infer<typeof clubFinisherSchema>;

/** One result of a club's member, with the race it was in. */
export const clubResultSchema = z.object({
  /** The race's start, ISO-8601 UTC. */
  startsAt: z.string(),
  eventCode: z.string(),
  eventName: z.string(),
  raceCode: z.string(),
  raceName: z.string(),
  name: z.string(),
  place: z.number().int().positive().nullable(),
  finishMs: z.number().int().nonnegative().nullable(),
  status: z.enum(RESULT_STATUSES),
});
export type ClubResult = z.infer<typeof clubResultSchema>;

/** GET /api/clubs/page: the club's totals, its best finishers and a page of its results, newest first. */
export const clubPageSchema = z.object({
  club: clubSummarySchema,
  bestFinishers: z.array(clubFinisherSchema),
  results: z.array(clubResultSchema),
  /** The club's result lines (every page). */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ClubPage = z.infer<typeof clubPageSchema>;
