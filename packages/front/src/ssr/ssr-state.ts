import type { DehydratedState } from "@tanstack/react-query";
import type { RootState } from "../store/store";

/** The `<script type="application/json">` the server writes its render's state into. */
export const SSR_STATE_ELEMENT_ID = "ssr-state";

/**
 * What a server-rendered page hands the browser so its first render is the server's: the store
 * (tenant, user, language) and React Query's cache as the server's reads filled it.
 */
export interface SsrState {
  store: RootState;
  queries: DehydratedState;
}

/** The state of a page the server rendered, or null for the plain shell (or an unreadable state). */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    // Written by renderFrontPage from these same types (JSON, no transformer on the wire).
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
