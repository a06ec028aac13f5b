import { transition, type RegistrationState } from "@reg/domain";
import { HOLDING_STATES } from "../../../db/schema";

type HoldingState = (typeof HOLDING_STATES)[number];

export function isHolding(state: RegistrationState): state is HoldingState {
  return (HOLDING_STATES as readonly string[]).includes(state);
}

/**
 * Where a holding registration goes when its payment window closes, by the domain's machine: an
 * order awaiting payment expires; a draft cannot (the machine has no draft → expired), so it is
 * cancelled, as if deleted — both give back everything they held.
 */
export function timedOutState(state: HoldingState): RegistrationState {
  const expired = transition(state, { type: "expire" });
  if (expired.ok) return expired.state;
  const cancelled = transition(state, { type: "cancel" });
  if (cancelled.ok) return cancelled.state;
  throw new Error(
    `The registration machine lets a ${state} registration neither expire nor be cancelled`,
  );
}

/**
 * The state a reader must see: a holding registration whose window has closed is already what the
 * sweeper will make of it, swept or not.
 */
export function effectiveState(
  state: RegistrationState,
  expiresAt: Date,
  now: Date,
): RegistrationState {
  if (isHolding(state) && now.getTime() >= expiresAt.getTime()) return timedOutState(state);
  return state;
}
