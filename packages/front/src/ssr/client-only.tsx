import { useSyncExternalStore, type ReactNode } from "react";

const subscribeNothing = () => () => {};

/**
 * Children only in the browser, after the server's HTML was adopted: the server and the hydrating
 * render show `fallback`, so they match. For what cannot run in Node (Leaflet reads `window` as it
 * loads) or must not be in the server's HTML.
 */
export function ClientOnly(props: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return inBrowser ? props.children : props.fallback;
}
