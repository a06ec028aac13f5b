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
 * E.164-shaped: whether a number exists in its country's plan is phoneNumberProblem's business
 * (libphonenumber; the participant form's cross-field rules ask it, in the browser and on the
 * server alike). So "+7 000 000 00 00" passes here and is refused there.
 */
export const PHONE = /^\+?(?:[ ()-]*\d){10,15}[ ()-]*$/;

/**
 * 3 to 10 Latin letters, digits, inner spaces or hyphens, at least one of them a digit: Russian
 * "101000" and foreign codes ("SW1A 1AA", "220-030") alike, never a word like "abc".
 */
export const POSTCODE = /^(?=[^0-9]*[0-9])[0-9A-Za-z][0-9A-Za-z -]{1,8}[0-9A-Za-z]$/;

/** A Russian postcode: exactly six digits (checked when the country is RU: participantFormCrossFieldErrors). */
export const RUSSIAN_POSTCODE = /^[0-9]{6}$/;

/**
 * A region or a city: letters of any script with the digits, spaces and punctuation real place
 * names carry ("Санкт-Петербург", "Республика Саха (Якутия)", "пос. 1 Мая", "Ханты-Мансийский
 * автономный округ — Югра"), starting with a letter or digit and holding at least one letter. No
 * emoji, no symbols.
 */
export const PLACE_NAME = /^(?=.*\p{L})[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’()«»"–—-]*$/u;

/** Holds at least one letter or digit: "—", "-" or "." alone say nothing (an apartment, a house). */
export const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** The chosen value of the gender select: "unknown" is the select's "not chosen yet". */
export const GENDER_CHOSEN = /^(?:male|female)$/;
export const GENDER_UNCHOSEN = /^unknown$/;

/** ISO 3166-1 alpha-2, as the country select sends it: "RU", "BY", "KZ". */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** Control characters (a pasted tab or newline) belong in no one-line field. */
export const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * What no free text may hold (issue 12, item 21): C0 and C1 control characters (NUL included) and
 * DEL, UTF-16 surrogates that are not half of a pair (with the `u` flag `\p{Cs}` matches only lone
 * ones), and the bidi embedding, override and isolate characters U+202A–U+202E, U+2066–U+2069,
 * which make a stored text read differently from what it holds. PostgreSQL refuses the first two
 * outright ("invalid byte sequence", "unsupported Unicode escape").
 */
export const UNSAFE_TEXT = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** UNSAFE_TEXT for a multi-line field: the same, except line feeds and carriage returns. */
export const UNSAFE_MULTILINE_TEXT = /(?![\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
