import { eq } from "drizzle-orm";
import type { CompletePhoneInput, RegistrationForm, RegistrationFormQuery } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { users } from "../../../db/schema";
import type { UserRow } from "../../account";
import { prefilledValues, savedValues } from "./participant-values";
import { findRace } from "../race/race-queries";
import { chosenParticipant } from "./participant-choice";
import {
  findLatestRegistration,
  findLiveRegistration,
  promoCodeText,
} from "../record/registration-queries";

/**
 * GET /Register/ApiRegistration: the live registration's form, or a new one prefilled. With
 * `participantEmail`, someone else's (decision 0030): their live registration only when the caller
 * made it, and a new form prefilled from their account only when the caller keeps it (a relative
 * they created); anyone else's form starts with their e-mail alone.
 */
export async function registrationForm(
  db: CoreDb,
  scope: string | null,
  query: RegistrationFormQuery,
  user: UserRow,
  now: Date,
): Promise<RegistrationForm> {
  const { event, race } = await findRace(db, scope, query.eventCode, query.raceCode);
  const chosen = await chosenParticipant(db, user, query.participantEmail);
  const participantId = chosen?.user.id ?? user.id;
  const found = await findLiveRegistration(db, participantId, race.id, now);
  const live = chosen && found?.madeByUserId !== user.id ? undefined : found;
  const base = { eventCode: event.code, raceCode: race.code };
  if (live && live.effective === live.state) {
    return {
      ...base,
      registrationId: live.id,
      state: live.effective,
      paymentDeadline: live.expiresAt.toISOString(),
      relayPosition: live.relayPosition,
      promoCode: await promoCodeText(db, live.promoCodeId),
      participant: savedValues(live),
      imageId: live.imageId,
    };
  }
  return {
    ...base,
    registrationId: null,
    state: null,
    paymentDeadline: null,
    relayPosition: query.relayPosition ?? null,
    promoCode: query.promoCode ?? null,
    participant: chosen
      ? chosen.managed
        ? prefilledValues(chosen.user, await findLatestRegistration(db, chosen.user.id, now))
        : { email: chosen.user.email }
      : prefilledValues(user, await findLatestRegistration(db, user.id, now)),
    imageId: null,
  };
}

/** POST /Register/ApiCompletePhone: the account's mobile phone, as typed (trimmed). */
export async function completePhone(
  db: CoreDb,
  user: UserRow,
  input: CompletePhoneInput,
): Promise<{ phone: string }> {
  await db.update(users).set({ phone: input.phone }).where(eq(users.id, user.id));
  return { phone: input.phone };
}
