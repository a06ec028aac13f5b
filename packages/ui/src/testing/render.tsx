import { I18nProvider } from "@lingui/react";
import type { Locale } from "@reg/domain";
import { activateLocale, i18n } from "@reg/i18n";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Server-renders a design-system tree in the given language; returns the HTML. The design system
 * needs no store: tests of the front's pieces use `renderHtml` of `@reg/front/testing`.
 */
export function renderHtml(element: ReactElement, locale: Locale): string {
  activateLocale(locale);
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}
