import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { adjustCartToStock, SLOT_CART_ITEM_ID, type CartLine } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { cartLines, registrations } from "../../../db/schema";
import {
  lineKindOf,
  NO_ADJUSTMENT,
  type StockAdjustment,
  availableFor,
  cartLinesOf,
  lockOfferedOptions,
  maxPerOrderOf,
  type RegistrationRecord,
} from "../../registration";

/*
 * An expired registration gave back its slot, option units and promo use (release.ts). Paying it
 * late, or repeating its payment, takes them again — each with the same conditional update the
 * first take used, so the CHECKs that stop overselling stand behind this too. Locks are taken in
 * the takes' order: race, promo code, options by id.
 */

const idRow = z.object({ id: z.number() });

/**
 * The race slot again, while `taken < capacity`. With `openAt`, only if the race still takes
 * online registrations at that instant (a repeat payment is a new registration window); a late
 * payment is kept whenever a slot is left.
 */
export async function retakeSlot(
  db: CoreDb,
  raceId: number,
  openAt: Date | null,
): Promise<boolean> {
  const at = openAt?.toISOString();
  const open =
    at === undefined
      ? sql``
      : sql` and online_registration and registration_opens_at <= ${at}::timestamptz and registration_closes_at > ${at}::timestamptz`;
  const rows = await queryRows(
    db,
    sql`update races set taken = taken + 1 where id = ${raceId} and taken < capacity${open} returning id`,
    idRow,
  );
  return rows.length === 1;
}

async function retakePromoUse(db: CoreDb, promoCodeId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`update promo_codes set used = used + 1 where id = ${promoCodeId} and (max_uses is null or used < max_uses) returning id`,
    idRow,
  );
  return rows.length === 1;
}

/**
 * Everything the order held, or nothing: false as soon as one part is gone. The caller runs it in
 * a savepoint and rolls back on false, so a partial take never stays.
 */
export async function retakeEverything(
  db: CoreDb,
  registration: RegistrationRecord,
): Promise<boolean> {
  if (!(await retakeSlot(db, registration.raceId, null))) return false;
  if (registration.promoCodeId !== null && !(await retakePromoUse(db, registration.promoCodeId)))
    return false;
  for (const { line } of await cartLinesOf(db, registration.id)) {
    const rows = await queryRows(
      db,
      sql`update options set taken = taken + ${line.count} where id = ${line.optionId} and (stock is null or taken + ${line.count} <= stock) returning id`,
      idRow,
    );
    if (rows.length !== 1) return false;
  }
  return true;
}

/**
 * For a repeat payment, after the slot was taken again: the promo use (dropped with
 * `promo.invalid` when its last use went to someone else) and the option lines brought within
 * today's stock (`stock.optionsAdjusted`, SPEC §8) — the person sees the adjusted order before
 * paying again.
 */
export async function retakeOrderWithinStock(
  db: CoreDb,
  registration: RegistrationRecord,
): Promise<{ adjustment: StockAdjustment; promoDropped: boolean }> {
  let promoDropped = false;
  if (registration.promoCodeId !== null && !(await retakePromoUse(db, registration.promoCodeId))) {
    await db
      .update(registrations)
      .set({ promoCodeId: null })
      .where(eq(registrations.id, registration.id));
    promoDropped = true;
  }
  const current = await cartLinesOf(db, registration.id);
  const locked = await lockOfferedOptions(
    db,
    registration,
    current.map(({ option }) => option.code),
  );
  // The order holds no unit now: what it may have is the free stock alone.
  const levels: Record<string, number | null> = { [SLOT_CART_ITEM_ID]: 1 };
  for (const option of locked) levels[option.code] = availableFor(option, 0);
  const lines: CartLine[] = current.map(({ line, option }) => ({
    id: option.code,
    kind: lineKindOf(option.kind),
    unitKopecks: line.unitPriceKopecks,
    count: line.count,
    maxPerOrder: maxPerOrderOf(option),
  }));
  const adjusted = adjustCartToStock(lines, levels);
  const target = new Map(adjusted.lines.map((line) => [line.id, line.count]));
  for (const { line, option } of current) {
    const count = target.get(option.code) ?? 0;
    const where = and(
      eq(cartLines.registrationId, registration.id),
      eq(cartLines.optionId, option.id),
    );
    if (count === 0) {
      await db.delete(cartLines).where(where);
      continue;
    }
    // Within the free stock just read under the option's lock: the conditional update cannot miss.
    const taken = await queryRows(
      db,
      sql`update options set taken = taken + ${count} where id = ${option.id} and (stock is null or taken + ${count} <= stock) returning id`,
      idRow,
    );
    if (taken.length !== 1) throw new Error(`option ${option.id} lost stock while locked`);
    if (count !== line.count) await db.update(cartLines).set({ count }).where(where);
  }
  const adjustment = adjusted.message
    ? { notice: adjusted.message, changes: adjusted.changes }
    : NO_ADJUSTMENT;
  return { adjustment, promoDropped };
}
