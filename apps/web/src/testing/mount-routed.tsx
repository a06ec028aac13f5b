import { I18nProvider } from "@lingui/react";
import { ApiProvider, type AppTrpcClient } from "@reg/api";
import type { AppStore } from "@reg/front";
import { i18n } from "@reg/i18n";
import { mountTree, settle, type Mounted } from "@reg/ui/testing";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { Provider } from "react-redux";

/**
 * A screen's test: `router` loaded and mounted inside the providers main.tsx gives the portal (the
 * store, the active catalog, the API), and settled; the caller activated the locale.
 */
export async function mountRouted(
  router: AnyRouter,
  services: { store: AppStore; queryClient: QueryClient; trpcClient: AppTrpcClient },
): Promise<Mounted> {
  await router.load();
  const mounted = mountTree(
    <Provider store={services.store}>
      <I18nProvider i18n={i18n}>
        <ApiProvider queryClient={services.queryClient} trpcClient={services.trpcClient}>
          <RouterProvider router={router} />
        </ApiProvider>
      </I18nProvider>
    </Provider>,
  );
  await settle();
  return mounted;
}
