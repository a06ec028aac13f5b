import { useLingui } from "@lingui/react/macro";
import { LOCALES, type Locale } from "@reg/domain";
import { selectLocale } from "../store/selectors";
import { useAppSelector } from "../store/store";
import { useChangeLocale } from "./use-change-locale";

/** Each language names itself in its own language, so a person who cannot read the page finds theirs. */
const LANGUAGE_LABELS: Record<Locale, { short: string; name: string }> = {
  ru: { short: "RU", name: "Русский" },
  en: { short: "EN", name: "English" },
};

export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useAppSelector(selectLocale);
  const changeLocale = useChangeLocale();
  return (
    <div className="segmented" role="group" aria-label={t`Language`}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          className="segmented__item"
          lang={locale}
          aria-pressed={locale === current}
          aria-label={LANGUAGE_LABELS[locale].name}
          onClick={() => locale !== current && changeLocale(locale)}
        >
          {LANGUAGE_LABELS[locale].short}
        </button>
      ))}
    </div>
  );
}
