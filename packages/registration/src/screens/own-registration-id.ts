import type { RegistrationAvailabilityDto } from "@reg/domain";

/** The person's own registration for the race that ApiInit names, if it names one. */
export function ownRegistrationId(availability: RegistrationAvailabilityDto): string | null {
  switch (availability.state) {
    case "alreadyRegistered":
    case "awaitingPayment":
    case "unfinishedDraft":
      return availability.registrationId;
    default:
      return null;
  }
}
