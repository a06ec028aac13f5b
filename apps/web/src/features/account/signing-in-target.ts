import { safeReturnUrl } from "./safe-return-url";

const REGISTER_PATH = /^\/([A-Za-z0-9_-]{1,100})\/([A-Za-z0-9_-]{1,100})\/register(?:\/|$|\?)/;

/**
 * What the login page's return address says the person is signing in for: a race's register
 * page (event and race codes from its path) and, for a tenant's app, the site (its host). Only a
 * return address the login page would follow counts (safeReturnUrl).
 */
export function signingInTarget(
  returnUrl: string | undefined,
  trustedHosts: readonly string[],
  portalOrigin: string,
): { eventCode: string; raceCode: string; site: string | null } | null {
  const safe = safeReturnUrl(returnUrl, trustedHosts);
  if (safe === null) return null;
  const url = new URL(safe, portalOrigin);
  const match = REGISTER_PATH.exec(url.pathname);
  if (!match?.[1] || !match[2]) return null;
  return {
    eventCode: match[1],
    raceCode: match[2],
    site: url.origin === new URL(portalOrigin).origin ? null : url.host,
  };
}
