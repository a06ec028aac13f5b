import { I18nProvider } from "@lingui/react";
import type { Locale } from "@reg/domain";
import { activateLocale, i18n } from "@reg/i18n";
import type { ReactElement } from "react";
import { mountTree, type Mounted } from "./dom";

export { button, click, labelled, settle, typeInto, type Mounted } from "./dom";

/** Mounts a design-system tree with the translations, in the given language (happy-dom only). */
export function mount(element: ReactElement, locale: Locale = "en"): Mounted {
  activateLocale(locale);
  return mountTree(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}
