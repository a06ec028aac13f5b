import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import type { z } from "zod";

/** Numbers typed without a country code are Russian (SPEC §3: "+7" is the default). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "RU";

/**
 * libphonenumber's verdict beyond the field rule's E.164 shape (which passes "+7 000 000 00 00"):
 * null for an empty field (required-ness is the field rule's business) or a number that exists in
 * its country's plan, `phone.invalid` otherwise. The form and the server ask the same.
 */
export function phoneNumberProblem(value: unknown): "phone.invalid" | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  return isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY) ? null : "phone.invalid";
}

/** phoneNumberProblem as a zod refinement of a phone field, its issue under that field. */
export function refinePhonePlan(phone: string | undefined, context: z.RefinementCtx): void {
  const problem = phoneNumberProblem(phone);
  if (problem) context.addIssue({ code: "custom", message: problem });
}
