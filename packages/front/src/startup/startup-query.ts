import { TENANT_QUERY_PARAM, TENANT_STORAGE_KEY, type CookieDomainConfig } from "@reg/domain";
import { writeSiteCookie } from "../browser/site-cookie";

/**
 * The developer switch of SPEC §4: `?dev=<value>` is kept in a site cookie and taken out of the
 * address, so a shared link does not carry it. SPEC leaves the name unshown; this is ours.
 */
export const DEV_QUERY_PARAM = "dev";
export const DEV_COOKIE_NAME = "dev";

export interface StartupQuery {
  /** `?ttt=` — the tenant to run as on localhost, remembered in local storage. */
  tenantOverride: string | null;
  devValue: string | null;
  /** The address without the dev value, when it had one: path, search and hash. */
  cleanedUrl: string | null;
}

export function readStartupQuery(href: string): StartupQuery {
  const url = new URL(href);
  const tenantOverride = url.searchParams.get(TENANT_QUERY_PARAM)?.trim() || null;
  const devValue = url.searchParams.get(DEV_QUERY_PARAM);
  if (devValue === null) return { tenantOverride, devValue: null, cleanedUrl: null };
  url.searchParams.delete(DEV_QUERY_PARAM);
  return { tenantOverride, devValue, cleanedUrl: `${url.pathname}${url.search}${url.hash}` };
}

/** Runs once before the first render, so the router never sees the dev value in the address. */
export function captureStartupQuery(domains: CookieDomainConfig): void {
  const query = readStartupQuery(window.location.href);
  if (query.tenantOverride) {
    try {
      window.localStorage.setItem(TENANT_STORAGE_KEY, query.tenantOverride);
    } catch {
      // Storage can be disabled (private mode, policy); the tenant then follows SPEC §4 without it.
    }
  }
  if (query.devValue !== null && query.cleanedUrl !== null) {
    writeSiteCookie(DEV_COOKIE_NAME, query.devValue, domains);
    window.history.replaceState(window.history.state, "", query.cleanedUrl);
  }
}

/** The stored `ttt`, or null when storage is unavailable. */
export function readStoredTenantOverride(): string | null {
  try {
    return window.localStorage.getItem(TENANT_STORAGE_KEY);
  } catch {
    return null;
  }
}
