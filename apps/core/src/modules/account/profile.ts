import { eq } from "drizzle-orm";
import {
  PROFILE_DETAIL_FIELDS,
  profileDetailsSchema,
  type Profile,
  type ProfileDetails,
  type ProfileInput,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { UserRow } from "./queries";

/** The stored details of a user row; anything not shaped as expected reads as empty. */
export function profileDetails(user: UserRow): ProfileDetails {
  const parsed = profileDetailsSchema.safeParse(user.profile);
  return parsed.success ? parsed.data : {};
}

/** The profile as the form shows it: every field, "" when empty; the phone is the account's. */
export function profileOf(user: UserRow): Profile {
  const details = profileDetails(user);
  const profile: Profile = {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    patronymic: "",
    birthDate: "",
    gender: "",
    phone: "",
    country: "",
    region: "",
    city: "",
    street: "",
    building: "",
    apartment: "",
    postcode: "",
    documentType: "",
    documentNumber: "",
  };
  for (const field of PROFILE_DETAIL_FIELDS) profile[field] = details[field] ?? "";
  profile.phone = user.phone ?? details.phone ?? "";
  return profile;
}

/**
 * Saves the profile of `user` — the session's person, the only row this writes (no id comes from
 * the input). Empty fields are cleared; the phone is also the account's phone (ApiCompletePhone).
 */
export async function updateProfile(
  db: CoreDb,
  user: UserRow,
  input: ProfileInput,
): Promise<Profile> {
  const details: ProfileDetails = {};
  for (const field of PROFILE_DETAIL_FIELDS) {
    const value = input[field];
    if (value) details[field] = value;
  }
  const [updated] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: details.phone ?? null,
      profile: details,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError("UNAUTHORIZED");
  return profileOf(updated);
}
