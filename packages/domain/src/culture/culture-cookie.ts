import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/**
 * The cookie that holds the interface language. We keep ASP.NET Core's name, because the legacy
 * backend (SPEC §7), which the BFF may point at instead of core, reads and writes this one; a new
 * name would split the language between the two.
 */
export const CULTURE_COOKIE_NAME = ".AspNetCore.Culture";

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The language of a culture cookie `c=en|uic=en` (SPEC §1): the value before the first `|`. The
 * cookie may arrive percent-encoded (`c%3Den%7Cuic%3Den`, as ASP.NET writes it); a region subtag
 * is dropped (`en-GB` → en). Anything unknown, empty or missing is Russian.
 */
export function parseCultureCookie(value: string | null | undefined): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = safeDecode(value).split("|", 1)[0] ?? "";
  const language = first
    .replace(/^\s*c=/i, "")
    .trim()
    .toLowerCase()
    .split(/[-_]/, 1)[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * The value to write: `c=en|uic=en`. Both `=` and `|` are legal cookie octets (RFC 6265), so
 * `document.cookie` can take it raw; a server library that percent-encodes it stays readable.
 */
export function formatCultureCookie(locale: Locale): string {
  return `c=${locale}|uic=${locale}`;
}

/** A year: the choice outlives the session. */
export const CULTURE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
