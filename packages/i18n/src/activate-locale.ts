import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "@reg/domain";
import { messages as enMessages } from "./locales/en";
import { messages as ruMessages } from "./locales/ru";

/**
 * Both catalogs at hand, for tests and tools that switch languages synchronously; the apps load
 * one catalog at a time with `loadLocale` instead.
 */
const CATALOGS: Record<Locale, Messages> = {
  ru: ruMessages,
  en: enMessages,
};

/** Switches every `t`, `<Trans>` and `i18n._()` in the app to the given language. */
export function activateLocale(locale: Locale): void {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: CATALOGS[locale] });
}
