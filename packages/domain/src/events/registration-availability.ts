import { z } from "zod";
import { toMillis, type Instant } from "../time/instant";

/**
 * Why a person cannot simply start registering for a race (SPEC §4), each with its own message:
 * closed; the participant limit is reached; not possible; already registered; an order awaiting
 * payment; an unfinished draft (continue or delete); opens soon; offline at the start-pack pickup.
 */
export const REGISTRATION_AVAILABILITY_STATES = [
  "closed",
  "limitReached",
  "notPossible",
  "alreadyRegistered",
  "awaitingPayment",
  "unfinishedDraft",
  "opensSoon",
  "offline",
] as const;
export type RegistrationAvailabilityState = (typeof REGISTRATION_AVAILABILITY_STATES)[number];
export const registrationAvailabilityStateSchema = z.enum(REGISTRATION_AVAILABILITY_STATES);

/** Either one of the states above, or "open": the wizard may start. */
export type RegistrationAvailability = RegistrationAvailabilityState | "open";

/** The person's own registration for the race, if any. */
export const OWN_REGISTRATION_STATES = ["none", "draft", "awaitingPayment", "paid"] as const;
export type OwnRegistrationState = (typeof OWN_REGISTRATION_STATES)[number];

export interface RegistrationFacts {
  readonly now: Instant;
  /** When online registration opens; null when it is open from publication. */
  readonly opensAt: Instant | null;
  /** When online registration closes. */
  readonly closesAt: Instant;
  /** Slots of the race; null when unlimited. */
  readonly capacity: number | null;
  /** Slots paid for or held for a payment. */
  readonly taken: number;
  /** The organizer takes online registrations for this race at all. */
  readonly onlineEnabled: boolean;
  /** Registration continues at the start-pack pickup point once online registration closes. */
  readonly offlineAtPickup: boolean;
  readonly own: OwnRegistrationState;
}

/**
 * Which availability message a race shows a person. The person's own standing comes first
 * (someone registered must see that, not "closed"), except a draft, which only matters while it
 * can still be finished. Then the race's: not taken online, not open yet, closed (or offline),
 * and the limit, which a draft already holding its slot is exempt from.
 */
export function registrationAvailability(facts: RegistrationFacts): RegistrationAvailability {
  if (facts.own === "paid") return "alreadyRegistered";
  if (facts.own === "awaitingPayment") return "awaitingPayment";
  if (!facts.onlineEnabled) return "notPossible";
  const now = toMillis(facts.now);
  if (facts.opensAt !== null && now < toMillis(facts.opensAt)) return "opensSoon";
  if (now >= toMillis(facts.closesAt)) return facts.offlineAtPickup ? "offline" : "closed";
  if (facts.own === "draft") return "unfinishedDraft";
  if (facts.capacity !== null && facts.taken >= facts.capacity) return "limitReached";
  return "open";
}
