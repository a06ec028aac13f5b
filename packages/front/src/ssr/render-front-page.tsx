import { createApiOptions, createQueryClient, createTrpcClient } from "@reg/api";
import { resolveTenantId, type Locale } from "@reg/domain";
import { activateLocale } from "@reg/i18n";
import { tenantThemeVariables } from "@reg/ui";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, type AnyRouter, type RouterHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { localeFromCookies } from "../culture/locale";
import type { SiteConfig } from "../site-config";
import type { FrontRouterContext } from "../startup/boot-front-app";
import { FrontTree } from "../startup/front-tree";
import { startupTenantQuery, startupUserQuery } from "../startup/use-startup";
import { createAppStore } from "../store/store";
import { tenantResolved } from "../store/tenant-slice";
import { userLoaded } from "../store/user-slice";
import type { SsrState } from "./ssr-state";

export interface RenderFrontPageInput<TRouter extends AnyRouter> {
  config: SiteConfig;
  createRouter: (context: FrontRouterContext, history: RouterHistory) => TRouter;
  /** The page's path and query, as asked. */
  url: string;
  /** The site's origin as the browser sees it (`https://host`). */
  origin: string;
  /** The request's Cookie header: the language, the session, the cookie consent. */
  cookies: string;
  /** How the render's reads reach the BFF's tRPC route (in process on the server). */
  fetch: typeof globalThis.fetch;
  /** Reads still running at this instant are not waited for: the page shows their loading state. */
  deadline: number;
}

export interface RenderedFrontPage {
  locale: Locale;
  /** The markup of the app's root element. */
  appHtml: string;
  state: SsrState;
  /** `<html data-tenant>` and the tenant's colours, as the browser's start-up sets them. */
  tenantId: string;
  themeVariables: Record<string, string>;
}

/** Resolves when no query is fetching any more, or at the deadline, whichever comes first. */
function whenReadsSettle(queryClient: QueryClient, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
    const unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

/**
 * Renders a front's page to HTML on the server with the same tree, store and reads as the browser
 * (decision 0025). Null when the page must be left to the browser: the start-up's reads failed, a
 * route redirected or failed. (On localhost a `ttt` stored in the browser may pick another tenant:
 * the browser then renders afresh, bootFrontApp.)
 */
export async function renderFrontPage<TRouter extends AnyRouter>(
  input: RenderFrontPageInput<TRouter>,
): Promise<RenderedFrontPage | null> {
  const origin = new URL(input.origin);
  const locale = localeFromCookies(input.cookies);
  let busy = false;
  const queryClient = createQueryClient({
    onAppError: (code) => {
      if (code === "BUSY") busy = true;
    },
  });
  const trpcClient = createTrpcClient({
    url: `${input.origin}/trpc`,
    readCookies: () => input.cookies,
    fetch: input.fetch,
  });
  const api = createApiOptions(queryClient, trpcClient);
  const store = createAppStore({ locale });

  // SPEC §4's start-up, as useStartup does it: the tenant, then the user.
  const tenant = await queryClient.fetchQuery(startupTenantQuery(api));
  const tenantId = resolveTenantId({
    tenantCallFailed: false,
    organizedId: tenant.organizedId,
    hostname: origin.hostname,
    // The browser's stored `ttt` (localhost only) is unknown here: bootFrontApp then skips hydration.
    localStorageTtt: null,
    rrDefault: input.config.rrTenantDefault,
  });
  store.dispatch(tenantResolved({ id: tenantId, info: tenant }));
  store.dispatch(userLoaded(await queryClient.fetchQuery(startupUserQuery(api))));

  const router = input.createRouter(
    { store, queryClient, api, trpcClient, origin: input.origin },
    createMemoryHistory({ initialEntries: [input.url] }),
  );
  await router.load();
  await whenReadsSettle(queryClient, input.deadline);
  const settled = router.state.matches.every(
    (match) => match.status === "success" || match.status === "notFound",
  );
  if (busy || !settled) return null;

  // One language at a time in the process: activated right before the synchronous render, from
  // both catalogs held in memory (loadLocale's one-at-a-time loading would race between requests).
  activateLocale(locale);
  const appHtml = renderToString(
    <FrontTree
      store={store}
      queryClient={queryClient}
      trpcClient={trpcClient}
      config={input.config}
      router={router}
      handoffCode={null}
      requestCookies={input.cookies}
    />,
  );
  return {
    locale,
    appHtml,
    state: { store: store.getState(), queries: dehydrate(queryClient) },
    tenantId,
    themeVariables: tenantThemeVariables(tenant.theme),
  };
}
