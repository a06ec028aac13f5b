import type { FrontRouterContext } from "@reg/front";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/** What every route's beforeLoad and loader can reach. */
export type RouterContext = FrontRouterContext;

/** `history` is for tests (a memory history); the browser's is the default. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: "intent",
    // The loaders only warm React Query's cache, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
