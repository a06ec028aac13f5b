/** The portal's login page, which also signs people up (docs/decisions/0001). */
export const LOGIN_PATH = "/account/login";

export const RETURN_URL_PARAM = "returnUrl";

/**
 * Where the login gate sends an anonymous person (SPEC §4): the tenant's login address with
 * `returnUrl` set to the page they wanted. Same-site addresses come back as a path the router can
 * follow; another site's login page as a full URL for a document navigation.
 */
export function loginRedirectHref(
  loginUrl: string | undefined,
  returnPath: string,
  origin: string,
): string {
  let url: URL;
  try {
    url = new URL(loginUrl || LOGIN_PATH, origin);
  } catch {
    url = new URL(LOGIN_PATH, origin);
  }
  url.searchParams.set(RETURN_URL_PARAM, returnPath);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
