import {
  PROFILE_DETAIL_FIELDS,
  participantValuesSchema,
  type ParticipantValues,
} from "@reg/domain";
import { profileDetails, type UserRow } from "../../account";
import type { RegistrationRecord } from "../record/registration-queries";

/** The saved form of a registration, as the form shows it again. */
export function savedValues(record: RegistrationRecord): ParticipantValues {
  const parsed = participantValuesSchema.safeParse(record.participant);
  return parsed.success ? parsed.data : {};
}

/** What carries over from one race's form to another's: the person, not the race's choices. */
const CARRIED_OVER = [
  "email",
  "lastName",
  "firstName",
  "patronymic",
  "birthDate",
  "gender",
  "country",
  "region",
  "city",
  "street",
  "building",
  "apartment",
  "postcode",
  "phone",
  "emergencyPhone",
  "club",
  "noClub",
  "profession",
  "documentType",
  "documentNumber",
] as const satisfies readonly (keyof ParticipantValues)[];

/**
 * A new form's values: the person's last registration's data (address, document…), the profile
 * saved in the personal account over it (what the person keeps up to date on purpose), and the
 * account's own e-mail, names and phone over both. Agreements, answers and choices are the new race's.
 */
export function prefilledValues(
  user: UserRow,
  latest: RegistrationRecord | undefined,
): ParticipantValues {
  const previous = latest ? savedValues(latest) : {};
  const values: ParticipantValues = {};
  for (const key of CARRIED_OVER) {
    const value = previous[key];
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  const profile = profileDetails(user);
  for (const field of PROFILE_DETAIL_FIELDS) {
    const value = profile[field];
    if (value) values[field] = value;
  }
  values.email = user.email;
  values.firstName = user.firstName;
  values.lastName = user.lastName;
  if (user.phone) values.phone = user.phone;
  return values;
}
