import {
  ownRegistrationState,
  registrationAvailability,
  type RegistrationAvailabilityDto,
} from "@reg/domain";
import type { RaceRow } from "./race-queries";
import type { RegistrationRecord } from "../record/registration-queries";

/**
 * The SPEC §4 message a race shows a person (domain registrationAvailability), with what the
 * message needs: the own registration's id and deadline, or the instant registration opens.
 */
export function availabilityOf(
  race: RaceRow,
  own: RegistrationRecord | undefined,
  now: Date,
): RegistrationAvailabilityDto {
  const state = registrationAvailability({
    now,
    opensAt: race.registrationOpensAt,
    closesAt: race.registrationClosesAt,
    capacity: race.capacity,
    taken: race.taken,
    onlineEnabled: race.onlineRegistration,
    offlineAtPickup: race.offlineAtPickup,
    own: own ? ownRegistrationState(own.effective) : "none",
  });
  switch (state) {
    case "opensSoon":
      return { state, opensAt: race.registrationOpensAt.toISOString() };
    case "alreadyRegistered":
      return { state, registrationId: requireOwn(own).id };
    case "awaitingPayment":
    case "unfinishedDraft": {
      const registration = requireOwn(own);
      return {
        state,
        registrationId: registration.id,
        paymentDeadline: registration.expiresAt.toISOString(),
      };
    }
    case "open":
    case "closed":
    case "limitReached":
    case "notPossible":
    case "offline":
      return { state };
  }
}

function requireOwn(own: RegistrationRecord | undefined): RegistrationRecord {
  if (!own) throw new Error("An availability about the person's own registration came without one");
  return own;
}
