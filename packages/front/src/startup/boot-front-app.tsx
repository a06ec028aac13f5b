import {
  createApiOptions,
  createQueryClient,
  createTrpcClient,
  type ApiOptions,
  type AppTrpcClient,
} from "@reg/api";
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE } from "@reg/domain";
import { hydrate, type QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { writeSiteCookie } from "../browser/site-cookie";
import { applyLocale, localeFromCookies } from "../culture/locale";
import type { SiteConfig } from "../site-config";
import { createAppStore, type AppStore } from "../store/store";
import { busyDetected } from "../store/system-slice";
import { readSsrState } from "../ssr/ssr-state";
import { FrontTree } from "./front-tree";
import { takeHandoffFragment } from "./session-handoff";
import { captureStartupQuery, readStoredTenantOverride } from "./startup-query";
import { startupTenantQuery } from "./use-startup";

/** What every front's routes can reach in beforeLoad and loaders. */
export interface FrontRouterContext {
  store: AppStore;
  queryClient: QueryClient;
  api: ApiOptions;
  /** For a call a route must make before showing anything (the login page's session hand-over). */
  trpcClient: AppTrpcClient;
  /** This site's origin, to tell a same-site login address from another site's. */
  origin: string;
}

export interface BootFrontAppOptions<TRouter extends AnyRouter> {
  config: SiteConfig;
  createRouter: (context: FrontRouterContext) => TRouter;
  root: HTMLElement;
  /**
   * A custom tenant's app: the portal may send people back with a session hand-over code in the
   * address (`#handoff=…`, docs/decisions/0008 §3), redeemed before the user is loaded.
   */
  acceptsSessionHandoff?: boolean;
}

/**
 * Starts a front (the portal, a tenant's registration app): the language from the culture cookie
 * and the ttt/dev query values before the first render, then the store, the data layer (BUSY
 * anywhere switches to the heavy-load page), the router and SPEC §4's start-up gate.
 */
export function bootFrontApp<TRouter extends AnyRouter>(options: BootFrontAppOptions<TRouter>) {
  const locale = localeFromCookies(document.cookie);
  // Fetched at once, while the rest is set up; the first render waits for it (texts, not ids).
  const catalogReady = applyLocale(locale);
  captureStartupQuery(options.config.cookieDomains);
  const handoff = options.acceptsSessionHandoff
    ? takeHandoffFragment(window.location, window.history)
    : { code: null, cookiesAccepted: false };
  // Accepted on the portal, whose cookie this host never sees: not asked again here.
  if (handoff.cookiesAccepted)
    writeSiteCookie(COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_VALUE, options.config.cookieDomains);
  const handoffCode = handoff.code;

  // A page the server rendered: its store and reads, so the first render is its HTML (decision 0025).
  // Not on localhost with a stored `ttt`: that tenant is the browser's alone, so the page renders afresh.
  const tenantOverridden =
    window.location.hostname === "localhost" && readStoredTenantOverride() !== null;
  const ssr = tenantOverridden ? null : readSsrState(document);
  const store = createAppStore(ssr ? { locale, state: ssr.store } : { locale });
  const queryClient = createQueryClient({
    onAppError: (code) => {
      if (code === "BUSY") store.dispatch(busyDetected());
    },
  });
  if (ssr) hydrate(queryClient, ssr.queries);
  const trpcClient = createTrpcClient();
  const api = createApiOptions(queryClient, trpcClient);
  // Asked now rather than after the first render: the catalog and the tenant load side by side,
  // and the start-up gate's first step is often done by the time the texts are in.
  void queryClient.prefetchQuery(startupTenantQuery(api));
  const router = options.createRouter({
    store,
    queryClient,
    api,
    trpcClient,
    origin: window.location.origin,
  });

  const tree = (
    <FrontTree
      store={store}
      queryClient={queryClient}
      trpcClient={trpcClient}
      config={options.config}
      router={router}
      handoffCode={handoffCode}
    />
  );
  const render = () => createRoot(options.root).render(tree);
  if (ssr) {
    // Tells the router its first render adopts a server's (no Suspense around the root match, as
    // on the server); the router's own SSR hand-off, which would set it, is not used (decision 0025).
    router.ssr = { manifest: undefined };
    // The server's HTML is adopted only once the texts and the route's code and data are in, so
    // the first render is the server's; anything missing renders afresh instead.
    // As a transition, React hydrates in slices that yield to the browser between them, rather
    // than one long task that holds every tap until the whole page is adopted (TBT).
    void Promise.all([catalogReady, router.load()]).then(
      () => startTransition(() => void hydrateRoot(options.root, tree)),
      render,
    );
    return;
  }
  // A catalog that failed to load still lets the page start (Lingui then shows nothing, as a
  // failed entry script would); the router's own error states take over from there.
  void catalogReady.then(render, render);
}
