import type { AppTrpcClient } from "@reg/api";
import { readCookie } from "@reg/api";
import { COOKIE_CONSENT_COOKIE, isCookieConsentGiven, withHandoffFragment } from "@reg/domain";

/** Asks core for a one-time code for `host` (`auth.issueHandoff`). */
export type IssueHandoffCode = (host: string) => Promise<string>;

/**
 * Where to send a signed-in person from the login page. A path is this site's and needs nothing.
 * A full address is a custom tenant's app on another host (safeReturnUrl only lets trusted ones
 * through), where the portal's session cookie never arrives: it gets a one-time code for that host
 * in its fragment, which the app trades for a session of its own (docs/decisions/0008 §3).
 */
export async function returnAddressWithHandoff(
  target: string,
  issueCode: IssueHandoffCode,
  cookiesAccepted = cookiesAcceptedHere(),
): Promise<string> {
  if (target.startsWith("/")) return target;
  try {
    return withHandoffFragment(target, await issueCode(new URL(target).hostname), cookiesAccepted);
  } catch {
    // Without a code the app finds the person anonymous and says that sign-in did not reach it,
    // with a way to try again (0008 §4): better than keeping them here.
    return withHandoffFragment(target, null, cookiesAccepted);
  }
}

/**
 * Whether the cookie notice was accepted on this host: the tenant's app, on another host, cannot
 * read it, so the acceptance travels with the hand-over (SPEC §1, §9).
 */
function cookiesAcceptedHere(): boolean {
  return (
    typeof document !== "undefined" &&
    isCookieConsentGiven(readCookie(document.cookie, COOKIE_CONSENT_COOKIE))
  );
}

/** The code issuer of the portal's tRPC client. */
export function handoffIssuer(client: AppTrpcClient): IssueHandoffCode {
  return async (host) => (await client.auth.issueHandoff.mutate({ host })).code;
}
