import { frontRouterOptions, type FrontRouterContext } from "@reg/front";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

/** What every route's beforeLoad and loader can reach. */
export interface RouterContext extends FrontRouterContext {
  /** The portal, where people sign in and see their registrations. */
  portalOrigin: string;
}

/** `history` is for tests (a memory history); the browser's is the default. */
export function createTenantRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({ routeTree, context, ...frontRouterOptions(history) });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createTenantRouter>;
  }
}
