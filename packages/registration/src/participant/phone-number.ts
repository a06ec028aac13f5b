import { AsYouType, isValidPhoneNumber, type CountryCode } from "libphonenumber-js";

/** Numbers typed without a country code are Russian (SPEC §3: "+7" is the default). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "RU";
/** What an empty phone field offers when focused, so the person types the rest. */
export const PHONE_PREFIX = "+7 ";

const digitsOf = (text: string): string => text.replace(/\D/g, "");

/**
 * The phone field's text after a keystroke, formatted as you type ("+79161234567" → "+7 916 123
 * 45 67"). A deletion that only removed a space or bracket the formatter put there would be put
 * back at once, leaving the person stuck, so it takes the digit before it too.
 */
export function formatPhoneInput(previous: string, typed: string): string {
  const kept = withoutLoneSeparatorDeletion(previous, typed)
    .replace(/[^\d+]/g, "")
    .replace(/(?!^)\+/g, "");
  if (kept === "" || kept === "+") return kept;
  return new AsYouType(DEFAULT_PHONE_COUNTRY).input(kept);
}

/** When a deletion took only separators, the text with the digit before them taken out as well. */
function withoutLoneSeparatorDeletion(previous: string, typed: string): string {
  if (typed.length >= previous.length || digitsOf(typed) !== digitsOf(previous)) return typed;
  let start = 0;
  while (start < typed.length && typed[start] === previous[start]) start += 1;
  const before = typed.slice(0, start);
  const lastDigit = before.search(/\d(?=\D*$)/);
  if (lastDigit < 0) return typed;
  return before.slice(0, lastDigit) + before.slice(lastDigit + 1) + typed.slice(start);
}

/**
 * libphonenumber's verdict beyond the domain's E.164 shape (which passes "+7 000 000 00 00"):
 * null for an empty field (required-ness is the field rule's business) or a number that exists in
 * its country's plan, `phone.invalid` otherwise.
 */
export function phoneNumberProblem(value: unknown): "phone.invalid" | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  return isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY) ? null : "phone.invalid";
}
