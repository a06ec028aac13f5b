import { randomFillSync } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { generateGiftCode, isLocale } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { pgErrorOf } from "../../db/pg-error";
import { preparedPerDb } from "../../db/prepared";
import { gifts, tenants, users } from "../../db/schema";
import { giftCodeMail } from "../../outbox/gift-mail";
import { enqueueMail } from "../../outbox/outbox-mail";
import { eventName, findRaceById, raceName } from "../registration";
import { startsAtText } from "./starts-at-text";

const CODE_INDEX = "gifts_code_unique";
/** A repeated code among 31^12 is vanishingly rare; a few fresh draws settle it. */
const CODE_ATTEMPTS = 5;

export function newGiftCode(): string {
  return generateGiftCode((bytes) => randomFillSync(bytes));
}

/** Every paid registration asks it (most are no gift's): built once (db/prepared.ts). */
const giftOfRegistrationForUpdate = preparedPerDb((db) =>
  db
    .select()
    .from(gifts)
    .where(eq(gifts.registrationId, sql.placeholder("registrationId")))
    .for("update")
    .limit(1)
    .prepare("gift_of_registration_for_update"),
);

/**
 * Called by the payment's settlement, in its transaction: when the paid registration is a gift's,
 * the gift gets its code and the buyer the mail with it, and the settlement stops there (the
 * holder is nobody to confirm or list). Resolves to whether the registration was a gift's. Paid
 * again (a retaken expired order), a gift keeps the code it has.
 */
export async function issueGiftFor(
  db: CoreDb,
  registrationId: string,
  now: Date,
): Promise<boolean> {
  const [gift] = await giftOfRegistrationForUpdate(db).execute({ registrationId });
  if (!gift) return false;
  if (gift.code !== null) return true;
  const code = await setFreshCode(db, gift.id, now);
  const record = await findRaceById(db, null, gift.raceId);
  const [buyer] = await db.select().from(users).where(eq(users.id, gift.buyerUserId)).limit(1);
  const [tenant] = await db
    .select({ supportEmail: tenants.supportEmail })
    .from(tenants)
    .where(eq(tenants.id, record.event.tenantId))
    .limit(1);
  if (!buyer) return true;
  const language = isLocale(gift.language) ? gift.language : "ru";
  await enqueueMail(
    db,
    giftCodeMail({
      giftId: gift.id,
      language,
      recipient: buyer.email,
      buyerName: buyer.firstName,
      eventName: eventName(record.event, language),
      raceName: raceName(record.race, language),
      startsAt: startsAtText(record.race.startsAt, language),
      code,
      supportEmail: tenant?.supportEmail ?? "",
    }),
    now,
  );
  return true;
}

async function setFreshCode(db: CoreDb, giftId: string, now: Date): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const code = newGiftCode();
    try {
      // A savepoint: a repeated code fails only this statement, not the payment's transaction.
      await db.transaction(async (savepoint) => {
        await savepoint.update(gifts).set({ code, issuedAt: now }).where(eq(gifts.id, giftId));
      });
      return code;
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.code !== "23505" || pg.constraint !== CODE_INDEX || attempt >= CODE_ATTEMPTS)
        throw error;
    }
  }
}
