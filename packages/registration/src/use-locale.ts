import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@reg/domain";

/** The language the texts are showing in, for what formats by hand (prices, countries). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
