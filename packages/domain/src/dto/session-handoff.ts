import { z } from "zod";
import { instantOutSchema } from "./registration-common";

/*
 * Handing a session from the portal to a custom tenant's registration app on another host
 * (docs/decisions/0008 §3): the portal asks core for a one-time code bound to the app's host and
 * sends the person back with it in the address's fragment; the app redeems it through its own
 * host, which answers with that host's session cookie. Calls: POST /api/account/issueHandoff and
 * POST /api/account/redeemHandoff (docs/legacy-contract.md).
 */

/** Long enough for a redirect and an app's start-up on a slow phone; short enough to be useless once leaked. */
export const SESSION_HANDOFF_TTL_SECONDS = 60;

/** The fragment key the code travels in: `…/register#handoff=<code>`. Fragments never reach servers or their logs. */
export const SESSION_HANDOFF_FRAGMENT_KEY = "handoff";

/** 32 random bytes in base64url (256 bits): 43 characters of this alphabet. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** One DNS label: letters, digits, inner hyphens. */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`);
const MAX_HOST_LENGTH = 253;

export const sessionHandoffCodeSchema = z
  .string({ error: "field.required" })
  .regex(CODE_SHAPE, { error: "field.invalid" });

/** A host name without scheme or port (`pionercup.localhost`), compared lower-cased. */
export const handoffHostSchema = z
  .string({ error: "field.required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "field.required", abort: true })
  .max(MAX_HOST_LENGTH, { error: "field.invalid", abort: true })
  .regex(HOST_NAME, { error: "field.invalid" });

/** POST /api/account/issueHandoff: the host of the tenant app the person is going back to. */
export const issueHandoffInputSchema = z.object({ host: handoffHostSchema });
export type IssueHandoffInput = z.infer<typeof issueHandoffInputSchema>;

/** The answer: the code (shown once, stored only hashed) and when it stops working. */
export const issuedHandoffSchema = z.object({
  code: sessionHandoffCodeSchema,
  expiresAt: instantOutSchema,
});
export type IssuedHandoff = z.infer<typeof issuedHandoffSchema>;

/** POST /api/account/redeemHandoff, sent through the host the code was issued for; answers `CurrentUser`. */
export const redeemHandoffInputSchema = z.object({ code: sessionHandoffCodeSchema });
export type RedeemHandoffInput = z.infer<typeof redeemHandoffInputSchema>;

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
  const code = sessionHandoffCodeSchema.safeParse(value);
  return { isHandoff: true, code: code.success ? code.data : null };
}

/** Whether the portal's fragment says the person accepted the cookie notice there. */
export function readCookiesAcceptedFragment(hash: string): boolean {
  return hash.replace(/^#/, "").split("&").includes(COOKIES_ACCEPTED_FRAGMENT);
}
