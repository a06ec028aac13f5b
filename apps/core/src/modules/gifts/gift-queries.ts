import { and, desc, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  giftState,
  maskedRecipientName,
  type BoughtGift,
  type GiftRace,
  type ReceivedGift,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { gifts, registrations, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import {
  eventName,
  findRaceById,
  raceName,
  savedValues,
  toRecord,
  type RaceRecord,
} from "../registration";

const recipients = alias(users, "recipient");

const giftColumns = {
  gift: gifts,
  registration: registrations,
  recipientFirstName: recipients.firstName,
  recipientLastName: recipients.lastName,
};

export type GiftRow = typeof gifts.$inferSelect;
type JoinedGift = {
  gift: GiftRow;
  registration: typeof registrations.$inferSelect;
  recipientFirstName: string | null;
  recipientLastName: string | null;
};

function joined(db: CoreDb) {
  return db
    .select(giftColumns)
    .from(gifts)
    .innerJoin(registrations, eq(registrations.id, gifts.registrationId))
    .leftJoin(recipients, eq(recipients.id, gifts.recipientUserId))
    .$dynamic();
}

/** The race as a gift names it, in both languages. */
export function giftRaceOf(record: RaceRecord): GiftRace {
  return {
    eventCode: record.event.code,
    raceCode: record.race.code,
    eventName: { ru: eventName(record.event, "ru"), en: eventName(record.event, "en") },
    raceName: { ru: raceName(record.race, "ru"), en: raceName(record.race, "en") },
    startsAt: record.race.startsAt.toISOString(),
  };
}

function boughtView(row: JoinedGift, record: RaceRecord, now: Date): BoughtGift {
  const { gift } = row;
  const registration = toRecord(row.registration, now);
  // The form names who runs; the account's names only when the form has none.
  const form = savedValues(registration);
  return {
    giftId: gift.id,
    registrationId: gift.registrationId,
    race: giftRaceOf(record),
    state: giftState(
      {
        registrationState: registration.effective,
        code: gift.code,
        redeemedAt: gift.redeemedAt,
        refundDueAt: gift.refundDueAt,
        raceStartsAt: record.race.startsAt,
      },
      now,
    ),
    priceKopecks: registration.slotPriceKopecks,
    cardName: gift.cardName,
    message: gift.message,
    code: gift.code,
    paymentDeadline: registration.expiresAt.toISOString(),
    recipientName:
      gift.redeemedAt === null
        ? null
        : maskedRecipientName(
            form.firstName ?? row.recipientFirstName ?? "",
            form.lastName ?? row.recipientLastName ?? "",
          ),
    createdAt: gift.createdAt.toISOString(),
  };
}

/** The buyer's gift, or NOT_FOUND: someone else's gift reads exactly like none. */
export async function findBoughtGift(
  db: CoreDb,
  giftId: string,
  buyerUserId: string,
  now: Date,
): Promise<BoughtGift> {
  const rows = await joined(db)
    .where(and(eq(gifts.id, giftId), eq(gifts.buyerUserId, buyerUserId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND");
  return boughtView(row, await findRaceById(db, null, row.gift.raceId), now);
}

/** Every gift the person bought, newest first. */
export async function listBoughtGifts(
  db: CoreDb,
  buyerUserId: string,
  now: Date,
): Promise<BoughtGift[]> {
  const rows = await joined(db)
    .where(eq(gifts.buyerUserId, buyerUserId))
    .orderBy(desc(gifts.createdAt))
    .limit(200);
  return Promise.all(
    rows.map(async (row) => boughtView(row, await findRaceById(db, null, row.gift.raceId), now)),
  );
}

/** Every gift the person redeemed: the registration each became and the card's words. */
export async function listReceivedGifts(db: CoreDb, userId: string): Promise<ReceivedGift[]> {
  const rows = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.recipientUserId, userId), isNotNull(gifts.redeemedAt)))
    .orderBy(desc(gifts.redeemedAt))
    .limit(200);
  const received: ReceivedGift[] = [];
  for (const gift of rows) {
    if (gift.redeemedAt === null) continue;
    received.push({
      registrationId: gift.registrationId,
      race: giftRaceOf(await findRaceById(db, null, gift.raceId)),
      cardName: gift.cardName,
      message: gift.message,
      redeemedAt: gift.redeemedAt.toISOString(),
    });
  }
  return received;
}
