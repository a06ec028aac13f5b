import { CSRF_COOKIE, CSRF_HEADER } from "@reg/domain";
import { readCookie } from "./cookies";

/** The double-submit header for a request, or none when the BFF has not set the cookie yet. */
export function csrfHeaders(cookieString: string): Record<string, string> {
  const token = readCookie(cookieString, CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}
