import {
  LOGIN_PATH,
  loginRedirectHref,
  selectIsAuthorized,
  selectTenant,
  type RootState,
} from "@reg/front";

/**
 * The login gate of a tenant's app (SPEC §4): an anonymous person goes to the tenant's login
 * address — the portal's login page, relative to the portal — with `returnUrl` the full address
 * of the page they wanted, since they sign in on another site and come back here. Null lets a
 * signed-in person through.
 */
export function tenantLoginTarget(
  state: RootState,
  requestedHref: string,
  sites: { origin: string; portalOrigin: string },
): string | null {
  if (selectIsAuthorized(state)) return null;
  const loginUrl = selectTenant(state).info?.links.loginUrl || LOGIN_PATH;
  let login: string;
  try {
    login = new URL(loginUrl, sites.portalOrigin).href;
  } catch {
    login = new URL(LOGIN_PATH, sites.portalOrigin).href;
  }
  return loginRedirectHref(login, new URL(requestedHref, sites.origin).href, sites.origin);
}
