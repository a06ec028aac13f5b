import { randomUUID, timingSafeEqual } from "node:crypto";
import { CSRF_COOKIE, CSRF_HEADER } from "@reg/domain";
import { readCookie } from "./cookies";

// The cookie is readable by the page's script (not httpOnly): double-submit needs the page to copy it.
export { CSRF_COOKIE, CSRF_HEADER };

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/** 122 random bits; randomUUID draws from a buffered pool, so handing one to every new visitor is cheap. */
export function newCsrfToken(): string {
  return randomUUID();
}

export function csrfSetCookie(token: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${token}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The request's token, when it carries one this BFF could have issued. */
export function csrfCookieOf(cookieHeader: string | undefined): string | undefined {
  const value = readCookie(cookieHeader, CSRF_COOKIE);
  return value !== undefined && TOKEN.test(value) ? value : undefined;
}

/** Double-submit: the header equals the cookie, and another site's page can read neither. */
export function csrfMatches(
  cookieToken: string | undefined,
  headerToken: string | undefined,
): boolean {
  if (cookieToken === undefined || headerToken === undefined) return false;
  const cookie = Buffer.from(cookieToken);
  const header = Buffer.from(headerToken);
  return cookie.length === header.length && timingSafeEqual(cookie, header);
}
