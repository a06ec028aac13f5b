import { createContext, useContext } from "react";

/**
 * The cookies a render sees: the request's Cookie header on the server (no `document` there), the
 * page's own in the browser. Read at render time only where the server's HTML must match the
 * browser's first render (the cookie notice).
 */
const RequestCookiesContext = createContext<string | null>(null);

export const RequestCookiesProvider = RequestCookiesContext.Provider;

export function useRenderCookies(): string {
  const fromRequest = useContext(RequestCookiesContext);
  return fromRequest ?? document.cookie;
}
