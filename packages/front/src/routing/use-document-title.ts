import { documentTitle, pageTitle, type PageHeadKey } from "@reg/domain";
import { useEffect } from "react";
import { selectLocale, selectTenant } from "../store/selectors";
import { useAppSelector } from "../store/store";

/** "Sign in — Tenant name": the tab and a screen reader's page announcement say where you are. */
export function useDocumentTitle(title: string): void {
  const siteName = useAppSelector(selectTenant).info?.name;
  useEffect(() => {
    document.title = documentTitle(title, siteName);
  }, [title, siteName]);
}

/**
 * A fixed page's title from the table the BFF writes into the HTML (`PAGE_TITLES`), so the text
 * exists once and the title does not change when the app takes over from the served page.
 */
export function usePageHeadTitle(key: PageHeadKey): void {
  const locale = useAppSelector(selectLocale);
  useDocumentTitle(pageTitle(key, locale));
}
