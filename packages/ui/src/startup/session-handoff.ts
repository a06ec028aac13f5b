import { readHandoffFragment } from "@reg/domain";

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
  const { isHandoff, code } = readHandoffFragment(location.hash);
  if (!isHandoff) return null;
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
  return code;
}
