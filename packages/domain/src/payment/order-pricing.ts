import { z } from "zod";
import { hasAtMostTwoDecimals } from "./decimals";
import type { Cart, CartTotals } from "../dto/registration-cart";
import type { CartLineKind } from "../registration/cart";
import { InvalidInputError } from "../errors/invalid-input-error";
import { addKopecks, assertKopecks, type Kopecks, multiplyKopecks } from "./money";

/** What a cart line is (SPEC §3): a race slot, a service or product option, or insurance. */
export const ORDER_ITEM_KINDS = ["slot", "option", "insurance"] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** A non-negative whole number of kopecks, `price.invalid` otherwise. */
export const kopecksSchema = z
  .number({ error: "price.invalid" })
  .int({ error: "price.invalid" })
  .nonnegative({ error: "price.invalid" })
  .max(Number.MAX_SAFE_INTEGER, { error: "price.invalid" });

export const orderItemSchema = z.object({
  kind: z.enum(ORDER_ITEM_KINDS),
  unitKopecks: kopecksSchema,
  count: z.number().int().nonnegative().max(1000, { error: "field.tooLong" }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Which kind of order item a cart line is priced as: services and products are options. */
const ORDER_KIND_OF_LINE: Record<CartLineKind, OrderItemKind> = {
  slot: "slot",
  service: "option",
  product: "option",
  insurance: "insurance",
};

/** A cart line as priceOrder prices it. */
export function orderItemOf(line: {
  readonly kind: CartLineKind;
  readonly unitKopecks: Kopecks;
  readonly count: number;
}): OrderItem {
  return { kind: ORDER_KIND_OF_LINE[line.kind], unitKopecks: line.unitKopecks, count: line.count };
}

/** Percent with at most two decimals (basis points), so the commission is computed exactly. */
export const commissionPercentSchema = z
  .number()
  .min(0)
  .max(100)
  .refine(hasAtMostTwoDecimals, { error: "field.invalid" });

export const priceOrderInputSchema = z.object({
  items: z.array(orderItemSchema).max(200),
  discountKopecks: kopecksSchema,
  commissionPercent: commissionPercentSchema,
});
export type PriceOrderInput = z.infer<typeof priceOrderInputSchema>;

export interface OrderPrice {
  /** Every line at full price, insurance included. */
  readonly subtotal: Kopecks;
  /** The discount actually granted: never more than the slots and options cost. */
  readonly discount: Kopecks;
  /** What the commission is a percent of: slots and options after the discount. */
  readonly commissionBase: Kopecks;
  readonly commission: Kopecks;
  /** subtotal − discount + commission. */
  readonly total: Kopecks;
  /** The insurance lines, which carry neither discount nor commission. */
  readonly insurance: Kopecks;
}

function toBasisPoints(percent: number): bigint {
  if (!(percent >= 0 && percent <= 100) || !hasAtMostTwoDecimals(percent)) {
    throw new InvalidInputError(
      `commission percent must be 0–100 with at most two decimals, got ${percent}`,
    );
  }
  return BigInt(Math.round(percent * 100));
}

/**
 * `percent` % of `baseKopecks`, rounded half up to the kopeck (12.5 → 13). Integer arithmetic in
 * BigInt: base × basis points can pass 2^53 on a large order.
 */
export function commissionFor(baseKopecks: Kopecks, percent: number): Kopecks {
  assertKopecks(baseKopecks, "commission base");
  if (baseKopecks < 0)
    throw new InvalidInputError(`commission base must not be negative, got ${baseKopecks}`);
  return Number((BigInt(baseKopecks) * toBasisPoints(percent) + 5_000n) / 10_000n);
}

/**
 * The price of an order (SPEC §9). The platform commission is a percent of the order without the
 * insurance fee, taken after discounts, so a discount lowers the commission too. A discount
 * applies to slots and options only (insurance is priced by the insurer) and is capped at their sum.
 */
export function priceOrder(input: PriceOrderInput): OrderPrice {
  let discountable = 0;
  let insurance = 0;
  for (const item of input.items) {
    if (item.count < 0 || item.unitKopecks < 0)
      throw new InvalidInputError("prices and counts must not be negative");
    const line = multiplyKopecks(item.unitKopecks, item.count);
    if (item.kind === "insurance") insurance = addKopecks(insurance, line);
    else discountable = addKopecks(discountable, line);
  }
  assertKopecks(input.discountKopecks, "discount");
  if (input.discountKopecks < 0) throw new InvalidInputError("discount must not be negative");
  const discount = Math.min(input.discountKopecks, discountable);
  const commissionBase = discountable - discount;
  const commission = commissionFor(commissionBase, input.commissionPercent);
  const subtotal = addKopecks(discountable, insurance);
  return {
    subtotal,
    discount,
    commissionBase,
    commission,
    total: addKopecks(commissionBase, commission, insurance),
    insurance,
  };
}

/**
 * An order's price as the cart answers it (`totals` of GET /Register/ApiCart): priceOrder's
 * figures under the wire's names, with the percent they were priced at, which OrderPrice does not keep.
 */
export function cartTotalsOf(price: OrderPrice, commissionPercent: number): CartTotals {
  return {
    subtotalKopecks: price.subtotal,
    discountKopecks: price.discount,
    commissionPercent,
    commissionBaseKopecks: price.commissionBase,
    commissionKopecks: price.commission,
    insuranceKopecks: price.insurance,
    totalKopecks: price.total,
  };
}

/**
 * The cart as priceOrder's input, at the discount and percent its totals were priced at: what the
 * installment plan is priced from, on the server and on the page alike.
 */
export function cartOrderInput(cart: Pick<Cart, "items" | "totals">): PriceOrderInput {
  return {
    items: cart.items.map(orderItemOf),
    discountKopecks: cart.totals.discountKopecks,
    commissionPercent: cart.totals.commissionPercent,
  };
}
