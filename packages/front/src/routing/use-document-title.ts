import { useLingui } from "@lingui/react";
import { documentTitle, isBrandTenant, pageTitle, type PageHeadKey } from "@reg/domain";
import { tenantBrandNames } from "@reg/ui";
import { useEffect } from "react";
import { selectLocale, selectTenant } from "../store/selectors";
import { useAppSelector } from "../store/store";

/**
 * The site's name in the interface's language: a brand tenant's as its header shows it (its own
 * name in core is the Russian one), the portal's as the tenant call gave it.
 */
function useSiteName(): string | undefined {
  const { i18n } = useLingui();
  const tenant = useAppSelector(selectTenant);
  return isBrandTenant(tenant.id) ? i18n._(tenantBrandNames[tenant.id]) : tenant.info?.name;
}

/** "Sign in — Tenant name": the tab and a screen reader's page announcement say where you are. */
export function useDocumentTitle(title: string): void {
  const siteName = useSiteName();
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
