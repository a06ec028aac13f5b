import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";

/** SPEC §2: a route opened with `scrollToTop` in its query starts at the top of the page. */
export const SCROLL_TO_TOP_PARAM = "scrollToTop";

export function hasScrollToTop(search: Record<string, unknown>): boolean {
  return (
    SCROLL_TO_TOP_PARAM in search &&
    search[SCROLL_TO_TOP_PARAM] !== false &&
    search[SCROLL_TO_TOP_PARAM] !== "false"
  );
}

export function useScrollToTopOnNavigate(): void {
  const location = useRouterState({ select: (state) => state.resolvedLocation ?? state.location });
  const wantsTop = hasScrollToTop(location.search as Record<string, unknown>);
  useEffect(() => {
    if (wantsTop) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [wantsTop, location.href]);
}
