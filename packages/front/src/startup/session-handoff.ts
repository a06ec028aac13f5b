import { readCookiesAcceptedFragment, readHandoffFragment } from "@reg/domain";

/** The parts of `window.location` and `window.history` the hand-over code is taken out of. */
export type AddressLocation = Pick<Location, "pathname" | "search" | "hash">;
export type AddressHistory = Pick<History, "state" | "replaceState">;

/**
 * The session hand-over code the portal sent this tab back with (`#handoff=…`,
 * docs/decisions/0008 §3), taken out of the address at once: before the router reads it, and so
 * it is not left in the history, a bookmark or a shared link. A mangled code is taken out too,
 * and answers null.
 */
export function takeHandoffCode(location: AddressLocation, history: AddressHistory): string | null {
  return takeHandoffFragment(location, history).code;
}

/**
 * The hand-over fragment taken out of the address: the code, and whether the person accepted the
 * cookie notice on the portal (`#handoff=…&cookies=accepted`, or `#cookies=accepted` alone when
 * no code could be had), which this host's own cookie then records (SPEC §1, §9).
 */
export function takeHandoffFragment(
  location: AddressLocation,
  history: AddressHistory,
): { code: string | null; cookiesAccepted: boolean } {
  const { isHandoff, code } = readHandoffFragment(location.hash);
  const cookiesAccepted = readCookiesAcceptedFragment(location.hash);
  if (!isHandoff && !cookiesAccepted) return { code: null, cookiesAccepted: false };
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
  return { code, cookiesAccepted };
}
