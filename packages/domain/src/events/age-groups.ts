import * as z from "zod/mini";

/** Age filter groups of the event list (SPEC §2), with the ages each covers on race day. */
export const AGE_GROUPS = {
  children: { minAge: 0, maxAge: 11 },
  teens: { minAge: 12, maxAge: 17 },
  youth: { minAge: 18, maxAge: 23 },
  adults: { minAge: 24, maxAge: 59 },
  aged: { minAge: 60, maxAge: 150 },
} as const;
export type AgeGroup = keyof typeof AGE_GROUPS;
export const AGE_GROUP_IDS = Object.keys(AGE_GROUPS) as AgeGroup[];
export const ageGroupSchema = z.enum(["children", "teens", "youth", "adults", "aged"]);

/** Whether a race open to ages [minAge, maxAge] admits anyone of the group. */
export function raceAdmitsAgeGroup(
  race: { minAge: number; maxAge: number },
  group: AgeGroup,
): boolean {
  const g = AGE_GROUPS[group];
  return race.minAge <= g.maxAge && race.maxAge >= g.minAge;
}
