import { eq } from "drizzle-orm";
import type { CompletePhoneInput, RegistrationForm, RegistrationFormQuery } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { users } from "../../../db/schema";
import type { UserRow } from "../../account";
import { prefilledValues, savedValues } from "./participant-values";
import { findRace } from "../race/race-queries";
import {
  findLatestRegistration,
  findLiveRegistration,
  promoCodeText,
} from "../record/registration-queries";

/** GET /Register/ApiRegistration: the live registration's form, or a new one prefilled. */
export async function registrationForm(
  db: CoreDb,
  scope: string | null,
  query: RegistrationFormQuery,
  user: UserRow,
  now: Date,
): Promise<RegistrationForm> {
  const { event, race } = await findRace(db, scope, query.eventCode, query.raceCode);
  const live = await findLiveRegistration(db, user.id, race.id, now);
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
    participant: prefilledValues(user, await findLatestRegistration(db, user.id, now)),
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
