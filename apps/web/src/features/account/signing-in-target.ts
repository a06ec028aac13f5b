import type { BrandTenant } from "@reg/domain";
import { tenantOfReturnHost, type ReturnHost } from "./return-hosts";
import { safeReturnUrl } from "./safe-return-url";

const REGISTER_PATH = /^\/([A-Za-z0-9_-]{1,100})\/([A-Za-z0-9_-]{1,100})\/register(?:\/|$|\?)/;

/** What the person signs in for: a race's register page, on this site or a tenant's. */
export interface SigningInTarget {
  readonly eventCode: string;
  readonly raceCode: string;
  /** A tenant's site (null for the portal's own page): its host, and its tenant where known. */
  readonly site: { readonly host: string; readonly tenant: BrandTenant | null } | null;
}

/**
 * What the login page's return address says the person is signing in for: a race's register
 * page (event and race codes from its path) and, for a tenant's app, the site (its host, and the
 * tenant the configured return hosts say it belongs to). Only a return address the login page
 * would follow counts (safeReturnUrl).
 */
export function signingInTarget(
  returnUrl: string | undefined,
  returnHosts: readonly ReturnHost[],
  portalOrigin: string,
): SigningInTarget | null {
  const safe = safeReturnUrl(
    returnUrl,
    returnHosts.map((entry) => entry.host),
  );
  if (safe === null) return null;
  const url = new URL(safe, portalOrigin);
  const match = REGISTER_PATH.exec(url.pathname);
  if (!match?.[1] || !match[2]) return null;
  return {
    eventCode: match[1],
    raceCode: match[2],
    site:
      url.origin === new URL(portalOrigin).origin
        ? null
        : { host: url.host, tenant: tenantOfReturnHost(returnHosts, url.hostname) },
  };
}
