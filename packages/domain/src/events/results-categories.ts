import * as z from "zod/mini";

/** A result's gender: timing lists only men and women (the form's "unknown" never reaches a result). */
export const RESULT_GENDERS = ["male", "female"] as const;
export type ResultGender = (typeof RESULT_GENDERS)[number];
export const resultGenderSchema = z.enum(RESULT_GENDERS, { error: "field.invalid" });

/**
 * The age bands of a results table, as Russian amateur races count them: juniors under 18, then
 * ten-year bands from 30 (18–29 is one band, the open age), 70 and over last.
 */
export const RESULT_AGE_BANDS = [
  { id: "U18", minAge: 0, maxAge: 17 },
  { id: "18-29", minAge: 18, maxAge: 29 },
  { id: "30-39", minAge: 30, maxAge: 39 },
  { id: "40-49", minAge: 40, maxAge: 49 },
  { id: "50-59", minAge: 50, maxAge: 59 },
  { id: "60-69", minAge: 60, maxAge: 69 },
  { id: "70+", minAge: 70, maxAge: 200 },
] as const;
export type ResultAgeBand = (typeof RESULT_AGE_BANDS)[number]["id"];

const GENDER_LETTER: Record<ResultGender, "M" | "F"> = { male: "M", female: "F" };

/** Every category id, men's first: "M18-29", "F70+", "MU18"… */
export const RESULT_CATEGORIES = (["male", "female"] as const).flatMap((gender) =>
  RESULT_AGE_BANDS.map((band) => `${GENDER_LETTER[gender]}${band.id}`),
);
export const resultCategorySchema = z
  .string({ error: "field.invalid" })
  .check(z.refine((value) => RESULT_CATEGORIES.includes(value), { error: "field.invalid" }));

/**
 * The age a category counts: the age reached in the race's calendar year (Russian federations'
 * rule), so a person stays in one category for the whole season whatever their birthday.
 */
export function resultAge(birthYear: number, raceYear: number): number {
  return raceYear - birthYear;
}

/** The category of a person born in `birthYear` racing in `raceYear`, e.g. "F30-39". */
export function resultCategory(gender: ResultGender, birthYear: number, raceYear: number): string {
  const age = resultAge(birthYear, raceYear);
  const band =
    RESULT_AGE_BANDS.find((b) => age >= b.minAge && age <= b.maxAge) ?? RESULT_AGE_BANDS[0];
  return `${GENDER_LETTER[gender]}${band.id}`;
}

/** The gender a category id belongs to. */
export function categoryGender(category: string): ResultGender {
  return category.startsWith("F") ? "female" : "male";
}

/** How a result ended: a time, did not finish, disqualified. */
export const RESULT_STATUSES = ["finished", "dnf", "dsq"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * What a split measures: the time at a distance mark (a marathon's 5 km, 10 km, half…) or a
 * triathlon's leg and transitions.
 */
export const SPLIT_KINDS = ["distance", "swim", "t1", "bike", "t2", "run"] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];
