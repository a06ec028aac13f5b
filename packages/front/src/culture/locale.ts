import { CULTURE_COOKIE_NAME, parseCultureCookie, type Locale } from "@reg/domain";
import { activateLocale } from "@reg/i18n";
import { readCookie } from "@reg/api";

/** The language the culture cookie asks for; Russian when it is absent or unreadable (SPEC §1). */
export function localeFromCookies(cookieString: string): Locale {
  return parseCultureCookie(readCookie(cookieString, CULTURE_COOKIE_NAME));
}

/** Everything a language change touches outside React: the catalogs and `<html lang>`. */
export function applyLocale(locale: Locale): void {
  activateLocale(locale);
  document.documentElement.lang = locale;
}
