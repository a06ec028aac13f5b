import type { RouterHistory } from "@tanstack/react-router";

/**
 * The router options both front apps share; each app passes its own route tree and context to
 * `createRouter` beside them, so its `Register` keeps its own route types. `history` is for tests
 * (a memory history); the browser's is the default.
 */
export function frontRouterOptions(history?: RouterHistory) {
  return {
    ...(history ? { history } : {}),
    defaultPreload: "intent" as const,
    // The loaders only warm React Query's cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  };
}
