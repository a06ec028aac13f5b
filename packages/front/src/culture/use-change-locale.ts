import {
  CULTURE_COOKIE_MAX_AGE_SECONDS,
  CULTURE_COOKIE_NAME,
  formatCultureCookie,
  type Locale,
} from "@reg/domain";
import { useCallback } from "react";
import { writeSiteCookie } from "../browser/site-cookie";
import { useSiteConfig } from "../site-config";
import { localeChanged } from "../store/culture-slice";
import { useAppDispatch } from "../store/store";
import { applyLocale } from "./locale";

/** Switches the language now and remembers it in the culture cookie the servers read too. */
export function useChangeLocale(): (locale: Locale) => void {
  const dispatch = useAppDispatch();
  const { cookieDomains } = useSiteConfig();
  return useCallback(
    (locale: Locale) => {
      writeSiteCookie(
        CULTURE_COOKIE_NAME,
        formatCultureCookie(locale),
        cookieDomains,
        CULTURE_COOKIE_MAX_AGE_SECONDS,
      );
      // The store follows once the catalog is in: the page never shows one language's data with
      // the other's texts.
      void applyLocale(locale).then(() => dispatch(localeChanged(locale)));
    },
    [cookieDomains, dispatch],
  );
}
