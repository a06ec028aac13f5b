import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { isLocale } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { gifts, payments, races, tenants, users } from "../../db/schema";
import { giftRefundMail } from "../../outbox/gift-mail";
import { enqueueMail } from "../../outbox/outbox-mail";
import { eventName, findRaceById, raceName } from "../registration";
import { startsAtText } from "./starts-at-text";

/**
 * The rule for a gift nobody redeemed (decision 0031): it stays redeemable after registration
 * closes and after the race sells out — its slot is paid and held — until the race starts. From
 * the start on nobody can use that slot, so the gift is marked refund due and the buyer is told
 * the amount paid goes back. Each gift once (the mark is the guard, the mail deduplicated); the
 * slot stays counted, as the race has begun. Resolves to how many gifts were marked.
 */
export async function settleUnredeemedGifts(db: CoreDb, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: gifts.id })
      .from(gifts)
      .innerJoin(races, eq(races.id, gifts.raceId))
      .where(
        and(
          isNotNull(gifts.code),
          isNull(gifts.redeemedAt),
          isNull(gifts.refundDueAt),
          lte(races.startsAt, now),
        ),
      )
      .for("update", { of: gifts, skipLocked: true })
      .limit(500);
    for (const { id } of due) {
      const [gift] = await tx
        .update(gifts)
        .set({ refundDueAt: now })
        .where(and(eq(gifts.id, id), isNull(gifts.redeemedAt), isNull(gifts.refundDueAt)))
        .returning();
      if (!gift) continue;
      await tellBuyer(tx, gift, now);
    }
    return due.length;
  });
}

async function tellBuyer(db: CoreDb, gift: typeof gifts.$inferSelect, now: Date): Promise<void> {
  const [buyer] = await db.select().from(users).where(eq(users.id, gift.buyerUserId)).limit(1);
  if (!buyer) return;
  const record = await findRaceById(db, null, gift.raceId);
  const [paid] = await db
    .select({ amount: payments.amountKopecks })
    .from(payments)
    .where(and(eq(payments.registrationId, gift.registrationId), eq(payments.status, "succeeded")))
    .limit(1);
  const [tenant] = await db
    .select({ supportEmail: tenants.supportEmail })
    .from(tenants)
    .where(eq(tenants.id, record.event.tenantId))
    .limit(1);
  const language = isLocale(gift.language) ? gift.language : "ru";
  await enqueueMail(
    db,
    giftRefundMail({
      giftId: gift.id,
      language,
      recipient: buyer.email,
      buyerName: buyer.firstName,
      eventName: eventName(record.event, language),
      raceName: raceName(record.race, language),
      startsAt: startsAtText(record.race.startsAt, language),
      amountKopecks: paid?.amount ?? 0,
      supportEmail: tenant?.supportEmail ?? "",
    }),
    now,
  );
}
