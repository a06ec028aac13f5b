/**
 * The patterns behind the field rules. None has the `g` or `y` flag, so `test` keeps no state.
 */

/** Any Cyrillic letter: the legacy mail system cannot deliver to such addresses (SPEC §5). */
export const CYRILLIC = /[\u0400-\u04FF]/;

/**
 * A practical address: dot-separated atoms of RFC 5322 "atext" before the @, host labels of
 * letters, digits and inner hyphens after it, and a top-level domain of 2+ letters. Quoted local
 * parts and IP-literal domains are valid by the RFC but never seen on this platform.
 */
export const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Letters of any script, with one space, hyphen or apostrophe allowed between letter runs, because
 * real names have them ("Анна-Мария", "O'Neil", "Мария Луиза"). Combining marks count as letters.
 */
export const LETTERS_ONLY = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;

/**
 * 10 to 15 digits (E.164 allows 15), an optional leading +, and the spaces, hyphens and
 * parentheses a phone mask inserts: "+7 (916) 123-45-67", "8 916 1234567". Deliberately only
 * E.164-shaped: whether a number exists in its country's plan is libphonenumber's business in the
 * UI and core, which this package (zod and luxon only) does not depend on. So "+7 000 000 00 00"
 * passes here and may still be refused there.
 */
export const PHONE = /^\+?(?:[ ()-]*\d){10,15}[ ()-]*$/;

/** 3 to 10 Latin letters, digits, inner spaces or hyphens: Russian "101000" and foreign codes alike. */
export const POSTCODE = /^[0-9A-Za-z][0-9A-Za-z -]{1,8}[0-9A-Za-z]$/;

/** The chosen value of the gender select: "unknown" is the select's "not chosen yet". */
export const GENDER_CHOSEN = /^(?:male|female)$/;
export const GENDER_UNCHOSEN = /^unknown$/;

/** ISO 3166-1 alpha-2, as the country select sends it: "RU", "BY", "KZ". */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Control characters (a pasted tab or newline) belong in no one-line field. */
export const CONTROL_CHARACTER = /\p{Cc}/u;
