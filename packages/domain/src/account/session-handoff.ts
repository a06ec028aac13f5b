/*
 * The session hand-over's address fragment (docs/decisions/0008 §3): the portal writes it, a tenant's
 * app reads it at start-up. Apart from dto/session-handoff.ts's schemas (which re-export this) so
 * the first chunk reads it without zod (docs/decisions/0022).
 */

/** Long enough for a redirect and an app's start-up on a slow phone; short enough to be useless once leaked. */
export const SESSION_HANDOFF_TTL_SECONDS = 60;

/** The fragment key the code travels in: `…/register#handoff=<code>`. Fragments never reach servers or their logs. */
export const SESSION_HANDOFF_FRAGMENT_KEY = "handoff";

/** 32 random bytes in base64url (256 bits): 43 characters of this alphabet. */
export const SESSION_HANDOFF_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The fragment key of the cookie notice's acceptance (SPEC §1), carried along with the hand-over:
 * a browser keeps the portal's `acceptedrrcookies` to the portal's host in development (Chromium
 * never sends a `localhost` cookie to `pionercup.localhost`, see docs/decisions/0008), so the
 * tenant's app writes its own from this instead of asking again.
 */
export const COOKIES_ACCEPTED_FRAGMENT = "cookies=accepted";

/**
 * The full address `href` with the code as its fragment (and the cookie acceptance after it). The
 * tenant apps' addresses carry no fragment of their own, so the whole fragment is the portal's.
 * Without a code (none could be had) only the acceptance travels, or nothing.
 */
export function withHandoffFragment(
  href: string,
  code: string | null,
  cookiesAccepted = false,
): string {
  const fragmentAt = href.indexOf("#");
  const withoutFragment = fragmentAt === -1 ? href : href.slice(0, fragmentAt);
  const parts = [
    code === null ? null : `${SESSION_HANDOFF_FRAGMENT_KEY}=${code}`,
    cookiesAccepted ? COOKIES_ACCEPTED_FRAGMENT : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? withoutFragment : `${withoutFragment}#${parts.join("&")}`;
}

/**
 * Whether the address's fragment (`location.hash`) is a hand-over, and its code when that is
 * well-formed: a mangled code is still a hand-over fragment, to be taken out of the address, but
 * not worth a call. The cookie acceptance after the code is not part of it.
 */
export function readHandoffFragment(hash: string): { isHandoff: boolean; code: string | null } {
  const prefix = `#${SESSION_HANDOFF_FRAGMENT_KEY}=`;
  if (!hash.startsWith(prefix)) return { isHandoff: false, code: null };
  const [value = ""] = hash.slice(prefix.length).split("&");
  return { isHandoff: true, code: SESSION_HANDOFF_CODE_PATTERN.test(value) ? value : null };
}

/** Whether the portal's fragment says the person accepted the cookie notice there. */
export function readCookiesAcceptedFragment(hash: string): boolean {
  return hash.replace(/^#/, "").split("&").includes(COOKIES_ACCEPTED_FRAGMENT);
}
