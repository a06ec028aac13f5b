import { and, eq } from "drizzle-orm";
import { normalizePromoCode, type PromoCode } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { promoCodes } from "../../../db/schema";

export interface StoredPromo {
  id: number;
  promo: PromoCode;
}

/** The event's promo code typed as `input` (normalised), for the domain's checkPromoCode. */
export async function findPromo(
  db: CoreDb,
  eventId: number,
  eventCode: string,
  input: string,
): Promise<StoredPromo | null> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.code, normalizePromoCode(input))))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, promo: toPromo(row, eventCode) } : null;
}

/** The promo code a registration holds a use of. */
export async function findPromoById(
  db: CoreDb,
  id: number,
  eventCode: string,
): Promise<StoredPromo | null> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  const row = rows[0];
  return row ? { id: row.id, promo: toPromo(row, eventCode) } : null;
}

function toPromo(row: typeof promoCodes.$inferSelect, eventCode: string): PromoCode {
  return {
    code: row.code,
    eventCode,
    // Codes belong to a whole event here; the domain also knows race-bound codes.
    raceCode: null,
    discount:
      row.discountPercent !== null
        ? { kind: "percent", percent: row.discountPercent }
        : { kind: "fixed", kopecks: row.discountKopecks ?? 0 },
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    used: row.used,
  };
}
