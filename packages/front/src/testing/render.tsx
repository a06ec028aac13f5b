import { I18nProvider } from "@lingui/react";
import type { Locale, Tenant } from "@reg/domain";
import { activateLocale, i18n } from "@reg/i18n";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Provider } from "react-redux";
import { SiteConfigProvider } from "../site-config";
import { createAppStore } from "../store/store";
import { tenantResolved } from "../store/tenant-slice";

export const testTenant: Tenant = {
  organizedId: "default",
  name: "Reg Sport",
  supportEmail: "help@reg.test",
  theme: { primaryColor: "#1565c0", accentColor: "#ff6d00", logoText: "Reg Sport" },
  featureFlags: [],
  links: { loginUrl: "/account/login" },
};

const testConfig = {
  cookieDomains: { productionDomain: "reg.test", devDomain: "dev.reg.test", devMarker: "dev" },
  rrTenantDefault: "default",
};

/** Server-renders a tree with the providers the app has, in the given language; returns the HTML. */
export function renderHtml(element: ReactElement, locale: Locale): string {
  activateLocale(locale);
  const store = createAppStore({ locale });
  store.dispatch(tenantResolved({ id: "default", info: testTenant }));
  return renderToStaticMarkup(
    <Provider store={store}>
      <SiteConfigProvider config={testConfig}>
        <I18nProvider i18n={i18n}>{element}</I18nProvider>
      </SiteConfigProvider>
    </Provider>,
  );
}
