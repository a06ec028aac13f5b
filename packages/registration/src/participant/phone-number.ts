import { DEFAULT_PHONE_COUNTRY } from "@reg/domain";
import { AsYouType } from "libphonenumber-js";
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
