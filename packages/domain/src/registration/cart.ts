import { z } from "zod";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { Kopecks } from "../payment/money";
import { kopecksSchema, type OrderPrice, orderItemOf, priceOrder } from "../payment/order-pricing";
import type { StockMessageId } from "../messages/notice-messages";

/** What a cart line sells (SPEC §3): the race slot, or an option of one of the three groups. */
export const CART_LINE_KINDS = ["slot", "insurance", "service", "product"] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

/** The most units of one line an order takes, whatever the stock (orderItemSchema's bound). */
export const MAX_COUNT_PER_LINE = 1000;

/**
 * One line of the cart. `id` is the CartItemId of POST /Register/ApiSetProductCount. Screens
 * carry more (name, image); the rules below keep any extra fields of a line untouched.
 */
export interface CartLine {
  readonly id: string;
  readonly kind: CartLineKind;
  readonly unitKopecks: Kopecks;
  readonly count: number;
  /** The organizer's limit per order; null for none. */
  readonly maxPerOrder: number | null;
}

export const cartLineSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(CART_LINE_KINDS),
  unitKopecks: kopecksSchema,
  count: z.number().int().nonnegative().max(MAX_COUNT_PER_LINE, { error: "field.invalid" }),
  maxPerOrder: z.number().int().positive().nullable(),
});

/**
 * Units still available, by line id: null for unlimited. A line whose id is missing is no longer
 * offered at all (the "missing" of SPEC §8) and counts as none left. For a slot line the caller
 * gives what this registration can have: 1 while its slot is held.
 */
export type StockLevels = Readonly<Record<string, number | null>>;

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new InvalidInputError(`${what} must be a whole number ≥ 0, got ${value}`);
}

function availableOf(line: CartLine, stock: StockLevels): number {
  if (!Object.hasOwn(stock, line.id)) return 0;
  const available = stock[line.id] ?? null;
  if (available === null) return Number.POSITIVE_INFINITY;
  assertCount(available, `stock of ${line.id}`);
  return available;
}

/** The most units of a line the order may hold now: stock, the per-order limit and MAX_COUNT_PER_LINE. */
export function maxCartCount(line: CartLine, stock: StockLevels): number {
  if (line.maxPerOrder !== null) assertCount(line.maxPerOrder, `maxPerOrder of ${line.id}`);
  return Math.min(
    availableOf(line, stock),
    line.maxPerOrder ?? MAX_COUNT_PER_LINE,
    MAX_COUNT_PER_LINE,
  );
}

export const CART_COUNT_PROBLEMS = [
  "notWholeNumber",
  "belowOne",
  "aboveStock",
  "abovePerOrderLimit",
] as const;
export type CartCountProblem = (typeof CART_COUNT_PROBLEMS)[number];

/**
 * Whether a person may set a line to `count` (1 up to the stock and the per-order limit). Taking a
 * line out of the cart is removal, not a count of 0. A count above both limits reports the stock,
 * which is the one a person can do nothing about; MAX_COUNT_PER_LINE counts as a per-order limit.
 */
export function checkCartCount(
  line: CartLine,
  count: number,
  stock: StockLevels,
): CartCountProblem | null {
  if (!Number.isSafeInteger(count)) return "notWholeNumber";
  if (count < 1) return "belowOne";
  if (count > availableOf(line, stock)) return "aboveStock";
  if (count > maxCartCount(line, stock)) return "abovePerOrderLimit";
  return null;
}

export interface CartChange {
  readonly id: string;
  readonly kind: CartLineKind;
  readonly from: number;
  /** 0 when the line was taken out. */
  readonly to: number;
}

export interface CartAdjustment<TLine extends CartLine> {
  /** The cart as it can be bought: every count within stock and limits, emptied lines dropped. */
  readonly lines: readonly TLine[];
  readonly changes: readonly CartChange[];
  /**
   * Options lowered or dropped: the order went on, adjusted (`stock.optionsAdjusted`). The slot
   * itself short: the order cannot go on (`stock.cartOutOfStock`), which wins. Null when nothing changed.
   */
  readonly message: StockMessageId | null;
  /** The race slot is no longer to be had: payment must not proceed. */
  readonly slotLost: boolean;
}

/** The cart brought within current stock (SPEC §8), saying what changed and which notice applies. */
export function adjustCartToStock<TLine extends CartLine>(
  lines: readonly TLine[],
  stock: StockLevels,
): CartAdjustment<TLine> {
  const kept: TLine[] = [];
  const changes: CartChange[] = [];
  for (const line of lines) {
    assertCount(line.count, `count of ${line.id}`);
    const count = Math.min(line.count, maxCartCount(line, stock));
    if (count !== line.count)
      changes.push({ id: line.id, kind: line.kind, from: line.count, to: count });
    if (count > 0) kept.push(count === line.count ? line : { ...line, count });
  }
  const slotLost = changes.some((change) => change.kind === "slot");
  const message = slotLost
    ? "stock.cartOutOfStock"
    : changes.length > 0
      ? "stock.optionsAdjusted"
      : null;
  return { lines: kept, changes, message, slotLost };
}

export interface CartPricing {
  /** What the promo code (and installments) take off; capped by priceOrder at slots + options. */
  readonly discountKopecks: Kopecks;
  readonly commissionPercent: number;
}

/** The cart's subtotal, discount, commission and total (SPEC §3 cart, §9 commission), by priceOrder. */
export function cartTotals(lines: readonly CartLine[], pricing: CartPricing): OrderPrice {
  return priceOrder({
    items: lines.map(orderItemOf),
    discountKopecks: pricing.discountKopecks,
    commissionPercent: pricing.commissionPercent,
  });
}
