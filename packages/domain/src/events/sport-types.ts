import * as z from "zod/mini";

/** Every sport an event can be (SPEC §3). */
export const SPORT_TYPES = [
  "run",
  "trail",
  "run-relay",
  "cycling",
  "obstacleracing",
  "biathlon",
  "biathlon-relay",
  "duathlon",
  "duathlon-relay",
  "ski-race",
  "ski-race-relay",
  "ski-biathlon",
  "swimming",
  "swimming-team",
  "orienteering",
  "triathlon",
  "triathlon-relay",
  "walk",
] as const;
export type SportType = (typeof SPORT_TYPES)[number];
export const sportTypeSchema = z.enum(SPORT_TYPES);

/** Relay and team sports register a team of stages rather than one person. */
export function isTeamSport(sport: SportType): boolean {
  return sport.endsWith("-relay") || sport === "swimming-team";
}
