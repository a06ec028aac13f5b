import { frontRouterOptions, type FrontRouterContext } from "@reg/front";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/** What every route's beforeLoad and loader can reach. */
export type RouterContext = FrontRouterContext;

/** `history` is for tests (a memory history); the browser's is the default. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({ routeTree, context, ...frontRouterOptions(history) });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
