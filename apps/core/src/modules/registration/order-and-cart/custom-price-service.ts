import { and, eq, gt, sql } from "drizzle-orm";
import {
  checkCustomPrice,
  SLOT_CART_ITEM_ID,
  type Cart,
  type SetCustomPriceInput,
} from "@reg/domain";
import { registrations } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";
import { findOfferedOption } from "./option-queries";
import { changeOrder, orderTarget, type OrderDeps } from "./order-change";
import { heldCount } from "./product-changes";
import { customPriceOf } from "../race/race-views";

/**
 * POST /Register/SetCustomPrice: the price of the slot (a "pay what you want" race) or of a
 * custom-price option in the cart, within its bounds (domain checkCustomPrice).
 */
export function setCustomPrice(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: SetCustomPriceInput,
): Promise<Cart> {
  return changeOrder(deps, orderTarget(scope, user, input), async (tx, registration, record) => {
    if (input.cartItemId === SLOT_CART_ITEM_ID) {
      const bounds = customPriceOf(record.race);
      if (!bounds) throw new AppError("VALIDATION_FAILED", { cartItemId: "field.invalid" });
      const problem = checkCustomPrice(input.priceKopecks, bounds);
      if (problem) throw new AppError("VALIDATION_FAILED", { priceKopecks: problem });
      await tx
        .update(registrations)
        .set({ slotCustomPriceKopecks: input.priceKopecks })
        .where(
          and(
            eq(registrations.id, registration.id),
            eq(registrations.state, "draft"),
            gt(registrations.expiresAt, deps.now()),
          ),
        );
      return undefined;
    }
    const option = await findOfferedOption(tx, registration, input.cartItemId);
    const bounds = option ? customPriceOf(option) : null;
    if (!option || !bounds || (await heldCount(tx, registration.id, option.id)) === 0)
      throw new AppError("VALIDATION_FAILED", { cartItemId: "field.invalid" });
    const problem = checkCustomPrice(input.priceKopecks, bounds);
    if (problem) throw new AppError("VALIDATION_FAILED", { priceKopecks: problem });
    await tx.execute(
      sql`update cart_lines set custom_price_kopecks = ${input.priceKopecks} where registration_id = ${registration.id}::uuid and option_id = ${option.id}`,
    );
    return undefined;
  });
}
