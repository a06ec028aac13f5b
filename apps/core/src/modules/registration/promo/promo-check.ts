import { checkPromoCode, isSafeText } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { AppError } from "../../../http/app-error";
import { findPromo, type StoredPromo } from "./promo-queries";
import type { RaceRecord } from "../race/race-queries";

/**
 * The stored code `input` names, valid for this race now (domain checkPromoCode), or
 * 400 VALIDATION_FAILED with the SPEC §5 promo message at `promoCode`.
 */
export async function checkedPromo(
  db: CoreDb,
  record: RaceRecord,
  input: unknown,
  now: Date,
): Promise<StoredPromo> {
  // Text PostgreSQL would fail on (a NUL, a lone surrogate) never reaches the lookup: the free-text rule's 400.
  if (typeof input === "string" && !isSafeText(input.trim()))
    throw new AppError("VALIDATION_FAILED", { promoCode: "text.unsafeCharacters" });
  const found =
    typeof input === "string" && input.trim() !== ""
      ? await findPromo(db, record.event.id, record.event.code, input)
      : null;
  const check = checkPromoCode(input, found?.promo ?? null, {
    now,
    eventCode: record.event.code,
    raceCode: record.race.code,
  });
  if (!check.ok || !found)
    throw new AppError("VALIDATION_FAILED", {
      promoCode: check.ok ? "promo.notFound" : check.message,
    });
  return found;
}
