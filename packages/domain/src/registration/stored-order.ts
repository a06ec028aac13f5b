import type { CartTotals } from "../dto/registration-cart";
import type { Kopecks } from "../payment/money";
import { cartTotalsOf, orderItemOf, priceOrder } from "../payment/order-pricing";
import type { CartLineKind } from "./cart";
import { discountableKopecks, promoDiscountKopecks, type PromoDiscount } from "./promo-codes";

/** An order as a registration keeps it: the prices in force when each line was taken. */
export interface StoredOrder {
  /** The slot's price (a chosen custom price when the race has one). */
  readonly slotKopecks: Kopecks;
  /** The option lines, each at its kept (or chosen) unit price. */
  readonly options: readonly {
    readonly kind: Exclude<CartLineKind, "slot">;
    readonly unitKopecks: Kopecks;
    readonly count: number;
  }[];
  /** The discount of the promo code the order holds a use of. */
  readonly promo: PromoDiscount | null;
  /** The event's commission when the order was made, hundredths of a percent. */
  readonly commissionBasisPoints: number;
}

/**
 * A stored order priced as its cart prices it (the promo code's discount on what it may discount,
 * the commission at the order's own percent), for reads that price many orders in one query
 * ("my registrations", what may be paid together) and must agree with the cart to the kopeck.
 */
export function storedOrderTotals(order: StoredOrder): CartTotals {
  const items = [
    orderItemOf({ kind: "slot", unitKopecks: order.slotKopecks, count: 1 }),
    ...order.options.map((line) => orderItemOf(line)),
  ];
  const discount = order.promo ? promoDiscountKopecks(order.promo, discountableKopecks(items)) : 0;
  const percent = order.commissionBasisPoints / 100;
  return cartTotalsOf(
    priceOrder({ items, discountKopecks: discount, commissionPercent: percent }),
    percent,
  );
}
