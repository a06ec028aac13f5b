import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  applyPromoCode,
  type ApplyDiscountCodeInput,
  type Cart,
  type PromoCheckResult,
  type RaceQuery,
  type RemoveDiscountCodeInput,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { AppError } from "../../../http/app-error";
import { cartLinesOf } from "../order-and-cart/option-queries";
import { changeOrder, orderTarget, type OrderDeps } from "../order-and-cart/order-change";
import { checkedPromo } from "./promo-check";
import { findRace } from "../race/race-queries";
import type { RegistrationRecord } from "../record/registration-queries";
import type { UserRow } from "../../account";

/** POST /Register/CheckPromoCode: whether the typed code works for this race now, and what it gives. */
export async function checkPromo(
  db: CoreDb,
  scope: string | null,
  query: RaceQuery,
  code: unknown,
  now: Date,
): Promise<PromoCheckResult> {
  const record = await findRace(db, scope, query.eventCode, query.raceCode);
  const { promo } = await checkedPromo(db, record, code, now);
  return { code: promo.code, discount: promo.discount };
}

/** What the registration's order holds, as the domain prices it for a discount. */
async function orderItems(db: CoreDb, registration: RegistrationRecord) {
  const lines = await cartLinesOf(db, registration.id);
  return [
    {
      kind: "slot" as const,
      unitKopecks: registration.slotCustomPriceKopecks ?? registration.slotPriceKopecks,
      count: 1,
    },
    ...lines.map(({ line, option }) => ({
      kind: option.kind === "insurance" ? ("insurance" as const) : ("option" as const),
      unitKopecks: line.customPriceKopecks ?? line.unitPriceKopecks,
      count: line.count,
    })),
  ];
}

const swapRow = z.object({ took: z.coerce.number().int() });

/**
 * Takes one use of the new code and gives back the old code's in ONE statement: the new use only
 * while `used < max_uses`, and the old one only if the new was had, so a failed swap changes nothing.
 */
async function swapPromoUse(
  db: CoreDb,
  registration: RegistrationRecord,
  promoId: number,
  now: Date,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`
      with take as (
        update promo_codes set used = used + 1
        where id = ${promoId} and (max_uses is null or used < max_uses)
        returning id
      ), give as (
        update promo_codes set used = used - 1
        where id = ${registration.promoCodeId} and exists (select 1 from take)
        returning id
      ), apply as (
        update registrations set promo_code_id = (select id from take), updated_at = ${now.toISOString()}::timestamptz
        where id = ${registration.id}::uuid and exists (select 1 from take)
        returning id
      )
      select count(*)::int as took from apply`,
    swapRow,
  );
  return rows[0]?.took === 1;
}

/**
 * POST /Register/ApiApplyDiscountCode: the code must be valid here and now (checkPromoCode) and
 * take something off this order (applyPromoCode); then its use is taken atomically. A code's last
 * use going to someone else in between is `promo.applyFailed`.
 */
export function applyDiscountCode(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: ApplyDiscountCodeInput,
): Promise<Cart> {
  return changeOrder(deps, orderTarget(scope, user, input), async (tx, registration, record) => {
    const stored = await checkedPromo(tx, record, input.promoCode, deps.now());
    if (registration.promoCodeId === stored.id) return undefined;
    const application = applyPromoCode(stored.promo, await orderItems(tx, registration));
    if (!application.ok)
      throw new AppError("VALIDATION_FAILED", { promoCode: application.message });
    if (!(await swapPromoUse(tx, registration, stored.id, deps.now())))
      throw new AppError("VALIDATION_FAILED", { promoCode: "promo.applyFailed" });
    return undefined;
  });
}

/**
 * POST /Register/ApiRemoveDiscountCode: the applied code comes off the order and its use is given
 * back in one statement, so the order is priced without the discount again. Nothing applied is a
 * no-op; a race that takes registrations only by promo code keeps its code.
 */
export function removeDiscountCode(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: RemoveDiscountCodeInput,
): Promise<Cart> {
  return changeOrder(deps, orderTarget(scope, user, input), async (tx, registration, record) => {
    if (registration.promoCodeId === null) return undefined;
    if (record.race.promoRequired)
      throw new AppError("VALIDATION_FAILED", { promoCode: "promo.cannotRemove" });
    await tx.execute(sql`
      with give as (
        update promo_codes set used = greatest(used - 1, 0) where id = ${registration.promoCodeId} returning id
      )
      update registrations set promo_code_id = null, updated_at = ${deps.now().toISOString()}::timestamptz
      where id = ${registration.id}::uuid and promo_code_id = ${registration.promoCodeId}`);
    return undefined;
  });
}
