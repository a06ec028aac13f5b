import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { CODE_PATTERN } from "../fields/code-pattern";

/**
 * Building blocks shared by the /Register/* shapes (docs/legacy-contract.md). Bad values carry
 * message ids (messages/validation-messages.ts), so a 400 names each field the way a form shows it.
 */

/** A registration's id: a UUID, since it leaves the system (payment links, e-mails). */
export const registrationIdSchema = z.uuid({ error: "field.invalid" });

export { CODE_PATTERN };

/** An event, race or option code as it appears in URLs (CODE_PATTERN). */
export const codeSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "field.required" : "string.expected") })
  .regex(CODE_PATTERN, { error: "field.invalid" });

/** The language of names and texts in an answer; Russian when absent (SPEC §1). */
export const answerLanguageSchema = z.enum(LOCALES, { error: "field.invalid" }).default("ru");

/** The race a call is about: `?eventCode=&raceCode=`. */
export const raceQuerySchema = z.object({
  eventCode: codeSchema,
  raceCode: codeSchema,
  language: answerLanguageSchema,
});
export type RaceQuery = z.infer<typeof raceQuerySchema>;

/** `?registrationId=` (ApiCart, ApiProducts). */
export const registrationQuerySchema = z.object({
  registrationId: registrationIdSchema,
  language: answerLanguageSchema,
});
export type RegistrationQuery = z.infer<typeof registrationQuerySchema>;

/** A non-negative whole number of kopecks in an answer. */
export const kopecksOutSchema = z.number().int().nonnegative();
/** ISO-8601 UTC instant in an answer. */
export const instantOutSchema = z.iso.datetime();
/** A Moscow calendar date in an answer, YYYY-MM-DD. */
export const calendarDateOutSchema = z.iso.date();

/** The bounds of a price the person chooses (POST /Register/SetCustomPrice), both inclusive. */
export const customPriceBoundsSchema = z.object({
  minKopecks: kopecksOutSchema,
  maxKopecks: kopecksOutSchema,
});
export type CustomPriceBoundsDto = z.infer<typeof customPriceBoundsSchema>;
