import { LOGIN_PATH } from "@reg/front";

/** Where a person lands after login when no usable returnUrl came along. */
export const AFTER_LOGIN_PATH = "/account";

const PROBE_ORIGIN = "https://return-url.invalid";
const MAX_LENGTH = 2048;

/**
 * The returnUrl to follow after login, or null. A relative path on this site is followed, and a
 * full http(s) address only on one of `trustedHosts` (the custom tenants' registration apps, which
 * send people here to sign in). "//evil.example", "/\evil.example" (browsers read "\" as "/"),
 * "https://evil.example", "javascript:…", credentials in the address and anything with control
 * characters would turn the login page into an open redirect. The answer is re-serialised from
 * the parsed URL, never echoed.
 */
export function safeReturnUrl(value: unknown, trustedHosts: readonly string[] = []): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (value.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  if (ABSOLUTE.test(value)) return trustedAbsoluteUrl(value, trustedHosts);
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const ABSOLUTE = /^https?:\/\//i;

function trustedAbsoluteUrl(value: string, trustedHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  const host = url.hostname.toLowerCase();
  return trustedHosts.some((trusted) => trusted.toLowerCase() === host) ? url.href : null;
}
