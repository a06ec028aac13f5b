import { I18nProvider } from "@lingui/react";
import { ApiProvider, type AppTrpcClient } from "@reg/api";
import { i18n } from "@reg/i18n";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Provider as ReduxProvider } from "react-redux";
import { SiteConfigProvider, type SiteConfig } from "../site-config";
import type { AppStore } from "../store/store";
import { ToastProvider } from "@reg/ui";

export interface AppProvidersProps {
  store: AppStore;
  queryClient: QueryClient;
  trpcClient: AppTrpcClient;
  config: SiteConfig;
  children: ReactNode;
}

/** Everything a screen may reach for: store, site config, translations, data and toasts. */
export function AppProviders(props: AppProvidersProps) {
  return (
    <ReduxProvider store={props.store}>
      <SiteConfigProvider config={props.config}>
        <I18nProvider i18n={i18n}>
          <ApiProvider queryClient={props.queryClient} trpcClient={props.trpcClient}>
            <ToastProvider>{props.children}</ToastProvider>
          </ApiProvider>
        </I18nProvider>
      </SiteConfigProvider>
    </ReduxProvider>
  );
}
