import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { pgErrorOf } from "../../../db/pg-error";
import { queryRows } from "../../../db/query-rows";
import { users } from "../../../db/schema";
import type { StoredForm } from "./create-draft";

/** A gift bought: the slot it takes and the card it carries (docs/decisions/0031). */
export interface NewGift {
  buyerUserId: string;
  raceId: number;
  now: Date;
  expiresAt: Date;
  slotPriceKopecks: number;
  commissionBasisPoints: number;
  cardName: string;
  message: string;
  language: Locale;
}

export type GiftTake = { ok: true; giftId: string; registrationId: string } | { ok: false };

/** The gift's placeholder participant: no password can match its hash, no mail reaches it. */
const HOLDER_PASSWORD_HASH = "gift-holder";
const ONE_LIVE_INDEX = "registrations_one_live_idx";

const takenRow = z.object({ gift_id: z.string(), registration_id: z.string() });

/** Thrown to roll the holder back when no slot was taken. */
class NoSlot extends Error {}

/**
 * Buys a gift's slot. The race row is raised by the same conditional UPDATE as an individual
 * take's (`taken < capacity`, online, within the registration window), and in the SAME statement
 * the registration that holds it and the gift are inserted, so no slot is ever taken without its
 * holder or held twice. The registration's participant is a fresh holder account (one per gift,
 * it cannot sign in), so neither the buyer's own registration for the race nor another gift meets
 * the one-live-registration index; its maker is the buyer, who pays it like any order. It starts
 * submitted (a gift has no cart to choose): the payment window and the sweeper apply as usual.
 */
export async function takeGiftSlot(db: CoreDb, gift: NewGift): Promise<GiftTake> {
  try {
    return await db.transaction(async (tx) => {
      const holderId = randomUUID();
      await tx.insert(users).values({
        id: holderId,
        email: `gift-${holderId}@gift.invalid`,
        firstName: "",
        lastName: "",
        passwordHash: HOLDER_PASSWORD_HASH,
        language: gift.language,
        createdAt: gift.now,
      });
      const now = gift.now.toISOString();
      const rows = await queryRows(
        tx,
        sql`
          with take as (
            update races set taken = taken + 1
            where id = ${gift.raceId} and taken < capacity and online_registration
              and registration_opens_at <= ${now}::timestamptz and registration_closes_at > ${now}::timestamptz
            returning id, event_id
          ), held as (
            insert into registrations (user_id, made_by_user_id, event_id, race_id, state, created_at, expires_at,
              submitted_at, updated_at, slot_price_kopecks, commission_basis_points, participant)
            select ${holderId}::uuid, ${gift.buyerUserId}::uuid, take.event_id, take.id, 'awaitingPayment',
              ${now}::timestamptz, ${gift.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz, ${now}::timestamptz,
              ${gift.slotPriceKopecks}, ${gift.commissionBasisPoints}, '{}'::jsonb
            from take
            returning id, race_id
          )
          insert into gifts (registration_id, buyer_user_id, holder_user_id, race_id, card_name, message, language, created_at)
          select held.id, ${gift.buyerUserId}::uuid, ${holderId}::uuid, held.race_id, ${gift.cardName}, ${gift.message},
            ${gift.language}, ${now}::timestamptz
          from held
          returning id::text as gift_id, registration_id::text as registration_id`,
        takenRow,
      );
      const row = rows[0];
      if (!row) throw new NoSlot();
      return { ok: true, giftId: row.gift_id, registrationId: row.registration_id };
    });
  } catch (error) {
    if (error instanceof NoSlot) return { ok: false };
    throw error;
  }
}

export interface GiftHandOver {
  registrationId: string;
  holderUserId: string;
  recipientUserId: string;
  form: StoredForm;
  now: Date;
}

/**
 * Hands a paid gift's registration — and so its slot — to the recipient, with their form, in the
 * caller's transaction. Nothing is taken again: the slot was counted once, when bought. The
 * recipient's own live registration for the race fails the one-live index ("alreadyRegistered");
 * the caller rolls back, so the gift stays unredeemed. The buyer stops being its maker: the
 * registration is the recipient's alone from now on.
 */
export async function handGiftSlotOver(
  tx: CoreDb,
  handOver: GiftHandOver,
): Promise<"handedOver" | "alreadyRegistered"> {
  const { form } = handOver;
  try {
    const rows = await queryRows(
      tx,
      sql`
        update registrations set user_id = ${handOver.recipientUserId}::uuid, made_by_user_id = null,
          participant = ${JSON.stringify(form.participant)}::jsonb, document_type = ${form.documentType},
          document_number = ${form.documentNumber}, image_id = ${form.imageId}::uuid,
          updated_at = ${handOver.now.toISOString()}::timestamptz
        where id = ${handOver.registrationId}::uuid and user_id = ${handOver.holderUserId}::uuid and state = 'paid'
        returning id::text as id`,
      z.object({ id: z.string() }),
    );
    if (rows.length !== 1)
      throw new Error(`gift registration ${handOver.registrationId} is not held`);
    return "handedOver";
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === "23505" && pg.constraint === ONE_LIVE_INDEX) return "alreadyRegistered";
    throw error;
  }
}
