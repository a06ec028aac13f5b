import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "@reg/domain";

/**
 * Each catalog is a chunk of its own: a page loads only the language it shows (the other one,
 * some 11–13 kB gzipped, only on a switch), which keeps the first load under its budget
 * (docs/decisions/0022).
 */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("./locales/ru"),
  en: () => import("./locales/en"),
};

/** The language asked for last: a slower catalog that arrives after a newer choice is not applied. */
let wanted: Locale | undefined;

/**
 * Loads the language's catalog and switches every `t`, `<Trans>` and `i18n._()` to it. Resolves
 * once the texts are in place; the app renders its first screen only after that.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  wanted = locale;
  if (i18n.locale === locale) return;
  const { messages } = await CATALOGS[locale]();
  if (wanted !== locale) return;
  i18n.loadAndActivate({ locale, messages });
}
