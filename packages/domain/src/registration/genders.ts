import { z } from "zod";

/**
 * The participant form's gender choice (SPEC §3). "unknown" is the select's initial value, so
 * the form can tell "not chosen yet" apart from a choice; a registration needs male or female,
 * because races rank by gender.
 */
export const GENDERS = ["unknown", "male", "female"] as const;
export type Gender = (typeof GENDERS)[number];
export const genderSchema = z.enum(GENDERS, { error: "field.invalid" });
