import { priceOrder } from "../payment/order-pricing";

/**
 * What one slot at `slotKopecks` costs all in, as the order would charge it (commission on top,
 * no discount): the card's "from" price is this for the cheapest paid race, so it never promises
 * less than the payment page asks.
 */
export function allInSlotKopecks(slotKopecks: number, commissionBasisPoints: number): number {
  return priceOrder({
    items: [{ kind: "slot", unitKopecks: slotKopecks, count: 1 }],
    discountKopecks: 0,
    commissionPercent: commissionBasisPoints / 100,
  }).total;
}
