import { useMatches } from "@tanstack/react-router";

/** The layouts of SPEC §2's route meta. */
export const LAYOUT_NAMES = ["default", "order", "ostrovok", "tax-deduction"] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export interface RouteMeta {
  layout: LayoutName;
  whiteBg: boolean;
  requiresAuth: boolean;
}

declare module "@tanstack/react-router" {
  /** Route meta lives in TanStack's `staticData`; every key is optional and inherits from parents. */
  interface StaticDataRouteOption {
    layout?: LayoutName;
    whiteBg?: boolean;
    requiresAuth?: boolean;
  }
}

const DEFAULT_META: RouteMeta = { layout: "default", whiteBg: false, requiresAuth: false };

/** The meta of the page being shown: each matched route, root to leaf, may override its parent. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  const meta = { ...DEFAULT_META };
  for (const match of matches) {
    const data = match.staticData;
    if (data.layout !== undefined) meta.layout = data.layout;
    if (data.whiteBg !== undefined) meta.whiteBg = data.whiteBg;
    if (data.requiresAuth !== undefined) meta.requiresAuth = data.requiresAuth;
  }
  return meta;
}
