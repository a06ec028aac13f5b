import { I18nProvider } from "@lingui/react";
import type { Locale } from "@reg/domain";
import { createAppStore, tenantResolved } from "@reg/front";
import { testTenant } from "@reg/front/testing";
import { activateLocale, i18n } from "@reg/i18n";
import { ToastProvider } from "@reg/ui";
import { mountTree, type Mounted } from "@reg/ui/testing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { Provider } from "react-redux";

export { button, click, labelled, settle, typeInto, type Mounted } from "@reg/ui/testing";

/**
 * Mounts a tree into a happy-dom document with the providers the app has, for tests that click
 * and type. Only for files that run under `@vitest-environment happy-dom`.
 */
export function mount(element: ReactElement, locale: Locale = "en"): Mounted {
  activateLocale(locale);
  const store = createAppStore({ locale });
  store.dispatch(tenantResolved({ id: "default", info: testTenant }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return mountTree(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{element}</ToastProvider>
        </QueryClientProvider>
      </I18nProvider>
    </Provider>,
  );
}
