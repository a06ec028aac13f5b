import type { AppTrpcClient } from "@reg/api";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider, type AnyRouter } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { RequestCookiesProvider } from "../browser/request-cookies";
import type { SiteConfig } from "../site-config";
import type { AppStore } from "../store/store";
import { AppProviders } from "./app-providers";
import { AppStartup } from "./app-startup";

export interface FrontTreeProps {
  store: AppStore;
  queryClient: QueryClient;
  trpcClient: AppTrpcClient;
  config: SiteConfig;
  router: AnyRouter;
  handoffCode: string | null;
  /** The request's cookies when rendered on the server; the browser reads its own. */
  requestCookies?: string;
}

/** `<html data-ready>` */
export const READY_ATTRIBUTE = "data-ready";

/**
 * Marks the document once React has committed its first render (a server-rendered page: once it is
 * hydrated and its controls answer). Tools that drive the page (the e2e journeys) wait for it
 * rather than pressing a button of the server's HTML that nothing listens to yet.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(READY_ATTRIBUTE, "");
  }, []);
  return null;
}

/** The one React tree of a front: the browser renders (or hydrates) it, the server renders it to HTML. */
export function FrontTree(props: FrontTreeProps) {
  return (
    <StrictMode>
      <ReadyMarker />
      <RequestCookiesProvider value={props.requestCookies ?? null}>
        <AppProviders
          store={props.store}
          queryClient={props.queryClient}
          trpcClient={props.trpcClient}
          config={props.config}
        >
          <AppStartup handoffCode={props.handoffCode}>
            <RouterProvider router={props.router} />
          </AppStartup>
        </AppProviders>
      </RequestCookiesProvider>
    </StrictMode>
  );
}
