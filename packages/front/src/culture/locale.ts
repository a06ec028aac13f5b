import { CULTURE_COOKIE_NAME, parseCultureCookie, type Locale } from "@reg/domain";
import { loadLocale } from "@reg/i18n";
import { readCookie } from "@reg/api";

/** The language the culture cookie asks for; Russian when it is absent or unreadable (SPEC §1). */
export function localeFromCookies(cookieString: string): Locale {
  return parseCultureCookie(readCookie(cookieString, CULTURE_COOKIE_NAME));
}

/**
 * Everything a language change touches outside React: the catalog (loaded on demand, one
 * language at a time) and `<html lang>`, set together once the texts are there.
 */
export async function applyLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  document.documentElement.lang = locale;
}
