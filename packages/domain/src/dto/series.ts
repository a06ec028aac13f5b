import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { sportTypeSchema } from "../events/sport-types";
import { resultGenderSchema } from "../events/results-categories";
import { codeSchema } from "./registration-common";

const RESULTS_STATES = ["none", "pending", "published"] as const;
export const resultsStateSchema = z.enum(RESULTS_STATES);
export type ResultsState = z.infer<typeof resultsStateSchema>;

/** series.page's input (BFF) and GET /api/series/page's query (core): the series' code and the language. */
export const seriesPageQuerySchema = z.strictObject({
  code: codeSchema,
  language: z.enum(LOCALES, { error: "field.invalid" }),
});
export type SeriesPageQuery = z.infer<typeof seriesPageQuerySchema>;

/** One stage of the series, oldest first: the timeline of the Overview tab. */
export const seriesStageSchema = z.object({
  /** 1 for the first event of the series. */
  stage: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  /** ISO-8601 instants in UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  isOnline: z.boolean(),
  resultsState: resultsStateSchema,
});
export type SeriesStage = z.infer<typeof seriesStageSchema>;

/** A line of the series' overall standings: points summed over the stages' main races. */
export const seriesStandingSchema = z.object({
  place: z.number().int().positive(),
  name: z.string(),
  club: z.string().nullable(),
  points: z.number().int().nonnegative(),
  /** How many stages the person finished. */
  stages: z.number().int().positive(),
});
export type SeriesStanding = z.infer<typeof seriesStandingSchema>;

/** GET /api/series/page: everything the series page and its HTML head show, in the asked language. */
export const seriesPageSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Plain text, paragraphs separated by blank lines. */
  description: z.string(),
  sportType: z.nullable(sportTypeSchema),
  imageUrl: z.string().nullable(),
  /** The season's first and last days (the stages' span); null with no stages. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  stages: z.array(seriesStageSchema),
  /** Top of the overall standings per gender; empty until a stage has published results. */
  standings: z.array(
    z.object({ gender: resultGenderSchema, lines: z.array(seriesStandingSchema) }),
  ),
});
export type SeriesPage = z.infer<typeof seriesPageSchema>;

/** championships.list's input (BFF) and GET /api/championships/list's query (core): the language. */
export const championshipsQuerySchema = z.strictObject({
  language: z.enum(LOCALES, { error: "field.invalid" }),
});
export type ChampionshipsQuery = z.infer<typeof championshipsQuerySchema>;

/** A cup on the championships page: its season, stages and who leads its standings. */
export const championshipSchema = z.object({
  code: z.string(),
  name: z.string(),
  sportType: z.nullable(sportTypeSchema),
  /** The season's first and last days (the stages' span); null with no stages. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  stages: z.number().int().nonnegative(),
  stagesWithResults: z.number().int().nonnegative(),
  /** The first place of each gender's standings (the series page's own); empty before any results. */
  leaders: z.array(
    z.object({
      gender: resultGenderSchema,
      name: z.string(),
      club: z.string().nullable(),
      points: z.number().int().nonnegative(),
    }),
  ),
});
export type Championship = z.infer<typeof championshipSchema>;

/** GET /api/championships/list: the site's series, the current season first. */
export const championshipListSchema = z.object({ championships: z.array(championshipSchema) });
export type ChampionshipList = z.infer<typeof championshipListSchema>;
