import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "../../../db/database";
import { pgErrorOf } from "../../../db/pg-error";
import { queryRows } from "../../../db/query-rows";

export interface NewRegistration {
  /** The participant. */
  userId: string;
  /** Who made it for the participant (a relative, a friend); absent for the participant's own. */
  madeByUserId?: string;
  raceId: number;
  now: Date;
  expiresAt: Date;
  relayPosition: number | null;
  /** The promo code whose use is taken with the slot; null for none. */
  promoCodeId: number | null;
  slotPriceKopecks: number;
  commissionBasisPoints: number;
  participant: unknown;
  documentType: string | null;
  documentNumber: string | null;
  imageId: string | null;
}

/** Why a take found no slot, as the locked race row said, when the take statement could tell. */
export interface NoSlotFacts {
  /** The race takes no online registrations at the attempt's instant (else: it is full). */
  closed: boolean;
  /** Some of the race's holding registrations are past their window, not yet swept. */
  timedOutHolds: boolean;
}

export type TakeResult =
  | { ok: true; id: string }
  /** No slot: sold out, or the window/online flag changed since the race was read; `facts` when known. */
  | { ok: false; reason: "noSlot"; facts?: NoSlotFacts }
  /** The promo code's last use went to someone else; nothing was taken. */
  | { ok: false; reason: "promoUsedUp" }
  /** The person already holds a live registration for the race; nothing was taken. */
  | { ok: false; reason: "alreadyRegistered" }
  /** The take checked the caller's session itself and found it missing or expired; nothing was taken. */
  | { ok: false; reason: "noSession" };

/** A promo id no row has: pointing at it makes the foreign key undo the whole statement. */
const NO_PROMO_USE = -1;
const PROMO_FK = "registrations_promo_code_id_promo_codes_id_fk";
const ONE_LIVE_INDEX = "registrations_one_live_idx";

const idRow = z.object({ id: z.string() });

/**
 * Creates a draft and takes its race slot — and its promo code's use — in ONE statement, so the
 * race row (the rush's hot row) is locked only for that statement and its commit. The slot is
 * taken only while `taken < capacity` and the race takes online registrations now; the CHECK
 * `taken <= capacity` stands behind it. Every failure undoes everything:
 * - no slot: the conditional UPDATE returns nothing, so nothing is inserted;
 * - a second live registration of the person: the unique index fails the INSERT and the statement;
 * - the promo code's uses ran out: the row would point at promo -1, which the foreign key refuses.
 */
export async function takeSlot(db: CoreDb, r: NewRegistration): Promise<TakeResult> {
  const now = r.now.toISOString();
  const promo =
    r.promoCodeId === null
      ? sql`null::integer`
      : sql`coalesce((select id from use_promo), ${NO_PROMO_USE})`;
  const usePromo =
    r.promoCodeId === null
      ? sql``
      : sql`, use_promo as (
          update promo_codes set used = used + 1
          where id = ${r.promoCodeId} and exists (select 1 from take)
            and (max_uses is null or used < max_uses)
          returning id
        )`;
  try {
    const rows = await queryRows(
      db,
      sql`
        with take as (
          update races set taken = taken + 1
          where id = ${r.raceId} and taken < capacity and online_registration
            and registration_opens_at <= ${now}::timestamptz and registration_closes_at > ${now}::timestamptz
          returning id, event_id
        )${usePromo}
        insert into registrations (user_id, made_by_user_id, event_id, race_id, state, created_at, expires_at, updated_at, relay_position,
          promo_code_id, slot_price_kopecks, commission_basis_points, participant, document_type, document_number, image_id)
        select ${r.userId}::uuid, ${r.madeByUserId ?? null}::uuid, take.event_id, take.id, 'draft', ${now}::timestamptz, ${r.expiresAt.toISOString()}::timestamptz,
          ${now}::timestamptz, ${r.relayPosition}::smallint, ${promo}, ${r.slotPriceKopecks}, ${r.commissionBasisPoints},
          ${JSON.stringify(r.participant)}::jsonb, ${r.documentType}, ${r.documentNumber}, ${r.imageId}::uuid
        from take
        returning id::text as id`,
      idRow,
    );
    const row = rows[0];
    return row ? { ok: true, id: row.id } : { ok: false, reason: "noSlot" };
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === "23505" && pg.constraint === ONE_LIVE_INDEX)
      return { ok: false, reason: "alreadyRegistered" };
    if (pg?.code === "23503" && pg.constraint === PROMO_FK)
      return { ok: false, reason: "promoUsedUp" };
    throw error;
  }
}
