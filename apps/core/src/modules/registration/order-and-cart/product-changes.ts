import { and, eq } from "drizzle-orm";
import {
  adjustCartToStock,
  checkCartCount,
  SLOT_CART_ITEM_ID,
  type AddProductInput,
  type Cart,
  type CartLine,
  type RemoveProductInput,
  type SaveProductsInput,
  type SetProductCountInput,
  type StockLevels,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { cartLines } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";
import { changeDraftLine } from "./cart-lines";
import { lineKindOf, type StockAdjustment } from "./cart-view";
import {
  availableFor,
  cartLinesOf,
  findOfferedOption,
  lockOfferedOptions,
  maxPerOrderOf,
  type OptionRow,
} from "./option-queries";
import { changeOrder, orderTarget, type OrderDeps } from "./order-change";
import type { RaceRecord } from "../race/race-queries";
import type { RegistrationRecord } from "../record/registration-queries";

function cartLineOf(option: OptionRow, count: number): CartLine {
  return {
    id: option.code,
    kind: lineKindOf(option.kind),
    unitKopecks: option.priceKopecks,
    count,
    maxPerOrder: maxPerOrderOf(option),
  };
}

export async function heldCount(
  tx: CoreDb,
  registrationId: string,
  optionId: number,
): Promise<number> {
  const rows = await tx
    .select({ count: cartLines.count })
    .from(cartLines)
    .where(and(eq(cartLines.registrationId, registrationId), eq(cartLines.optionId, optionId)));
  return rows[0]?.count ?? 0;
}

/**
 * Sets one option's count (domain checkCartCount first, then the atomic take): above the stock is
 * 409 OUT_OF_STOCK, above the per-order limit a field error at `countField`.
 */
async function setCount(
  deps: OrderDeps,
  tx: CoreDb,
  registration: RegistrationRecord,
  record: RaceRecord,
  option: OptionRow,
  from: number,
  to: number,
  countField: string,
): Promise<void> {
  const line = cartLineOf(option, from);
  const levels: StockLevels = { [option.code]: availableFor(option, from) };
  const problem = to === 0 ? null : checkCartCount(line, to, levels);
  if (problem === "aboveStock") throw new AppError("OUT_OF_STOCK");
  if (problem) throw new AppError("VALIDATION_FAILED", { [countField]: "field.invalid" });
  await changeDraftLine(deps, tx, registration, record, { option, from, to });
}

async function offeredOrFail(
  tx: CoreDb,
  registration: RegistrationRecord,
  code: string,
  field: string,
): Promise<OptionRow> {
  const option = await findOfferedOption(tx, registration, code);
  if (!option) throw new AppError("VALIDATION_FAILED", { [field]: "field.invalid" });
  return option;
}

/** POST /Register/ApiAddProductToCart. */
export function addProduct(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: AddProductInput,
): Promise<Cart> {
  return changeOrder(deps, orderTarget(scope, user, input), async (tx, registration, record) => {
    const option = await offeredOrFail(tx, registration, input.productCode, "productCode");
    const from = await heldCount(tx, registration.id, option.id);
    await setCount(deps, tx, registration, record, option, from, from + input.count, "count");
    return undefined;
  });
}

/** POST /Register/ApiSetProductCount {RegistrationId, CartItemId, Count}. */
export function setProductCount(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: SetProductCountInput,
): Promise<Cart> {
  return changeOrder(
    deps,
    orderTarget(scope, user, { registrationId: input.RegistrationId, language: input.language }),
    async (tx, registration, record) => {
      if (input.CartItemId === SLOT_CART_ITEM_ID) {
        // One slot per registration: only "1" is a count it can have.
        if (input.Count !== 1) throw new AppError("VALIDATION_FAILED", { Count: "field.invalid" });
        return undefined;
      }
      const option = await findOfferedOption(tx, registration, input.CartItemId);
      const from = option ? await heldCount(tx, registration.id, option.id) : 0;
      if (!option || from === 0) throw new AppError("NOT_FOUND");
      await setCount(deps, tx, registration, record, option, from, input.Count, "Count");
      return undefined;
    },
  );
}

/** POST /Register/ApiRemoveProductFromCart: the slot stays (deleting the draft is ApiClearCart). */
export function removeProduct(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: RemoveProductInput,
): Promise<Cart> {
  return changeOrder(deps, orderTarget(scope, user, input), async (tx, registration, record) => {
    if (input.cartItemId === SLOT_CART_ITEM_ID)
      throw new AppError("VALIDATION_FAILED", { cartItemId: "field.invalid" });
    const option = await findOfferedOption(tx, registration, input.cartItemId);
    const from = option ? await heldCount(tx, registration.id, option.id) : 0;
    if (!option || from === 0) throw new AppError("NOT_FOUND");
    await changeDraftLine(deps, tx, registration, record, { option, from, to: 0 });
    return undefined;
  });
}

/**
 * POST /Register/ApiSaveProducts: the options step's whole choice. The options involved are locked
 * (id order), the choice is brought within stock and limits by the domain's adjustCartToStock —
 * an unknown or vanished option counts as none left — and every difference is taken or given back.
 */
export function saveProducts(
  deps: OrderDeps,
  scope: string | null,
  user: UserRow,
  input: SaveProductsInput,
): Promise<Cart> {
  return changeOrder(
    deps,
    orderTarget(scope, user, input),
    async (tx, registration, record): Promise<StockAdjustment> => {
      const current = await cartLinesOf(tx, registration.id);
      const held = new Map(current.map(({ line, option }) => [option.code, line.count]));
      const codes = [...new Set([...input.products.map((p) => p.code), ...held.keys()])];
      const locked = await lockOfferedOptions(tx, registration, codes);
      const byCode = new Map(locked.map((option) => [option.code, option]));
      const levels: Record<string, number | null> = {};
      for (const option of locked)
        levels[option.code] = availableFor(option, held.get(option.code) ?? 0);
      const wanted = input.products.map((p) => {
        const option = byCode.get(p.code);
        return option
          ? cartLineOf(option, p.count)
          : {
              id: p.code,
              kind: "product" as const,
              unitKopecks: 0,
              count: p.count,
              maxPerOrder: null,
            };
      });
      const adjusted = adjustCartToStock(wanted, levels);
      const target = new Map(adjusted.lines.map((line) => [line.id, line.count]));
      for (const option of locked) {
        const from = held.get(option.code) ?? 0;
        const to = target.get(option.code) ?? 0;
        await changeDraftLine(deps, tx, registration, record, { option, from, to });
      }
      // Lines of options the race no longer offers are not part of any choice: they go.
      for (const { line, option } of current.filter(({ option }) => !byCode.has(option.code))) {
        await changeDraftLine(deps, tx, registration, record, { option, from: line.count, to: 0 });
      }
      return { notice: adjusted.message, changes: adjusted.changes };
    },
  );
}
