import { type Instant } from "../time/instant";
import { InvalidInputError } from "../errors/invalid-input-error";
import { assertKopecks, type Kopecks, rub } from "./money";
import { addMoscowDays } from "../time/moscow-time";
import { type OrderPrice, priceOrder, type PriceOrderInput } from "./order-pricing";

/** Installments (SPEC §9): 100 rub off, a quarter now, the rest in three payments two weeks apart. */
export const INSTALLMENT_DISCOUNT_KOPECKS: Kopecks = rub(100);
export const INSTALLMENT_COUNT = 4;
export const INSTALLMENT_INTERVAL_WEEKS = 2;

export interface InstallmentPart {
  /** 1 is paid now, 2–4 later. */
  readonly number: number;
  readonly amountKopecks: Kopecks;
  /** ISO-8601 UTC instant the part is due. */
  readonly dueAt: string;
}

export interface InstallmentPlan {
  /** The order priced with the installment discount added to any other discount. */
  readonly price: OrderPrice;
  readonly parts: readonly InstallmentPart[];
}

/**
 * Splits a total into four whole-kopeck parts that sum to it exactly. The first part is a quarter
 * rounded up: it takes the 1–3 kopecks of remainder, so the three later parts are equal and the
 * platform never waits for the remainder.
 */
export function splitInstallments(totalKopecks: Kopecks): Kopecks[] {
  assertKopecks(totalKopecks, "total");
  if (totalKopecks < INSTALLMENT_COUNT) {
    throw new InvalidInputError(
      `an installment total must be at least ${INSTALLMENT_COUNT} kopecks, got ${totalKopecks}`,
    );
  }
  const later = Math.floor(totalKopecks / INSTALLMENT_COUNT);
  const first = totalKopecks - later * (INSTALLMENT_COUNT - 1);
  return [first, ...Array.from({ length: INSTALLMENT_COUNT - 1 }, () => later)];
}

/** Whether the order, once the installment discount is taken, still leaves a kopeck for each part. */
export function installmentsAvailable(order: PriceOrderInput): boolean {
  return installmentPrice(order).total >= INSTALLMENT_COUNT;
}

function installmentPrice(order: PriceOrderInput): OrderPrice {
  // The installment discount is a discount like a promo code's, so commission is recomputed after it.
  return priceOrder({
    ...order,
    discountKopecks: order.discountKopecks + INSTALLMENT_DISCOUNT_KOPECKS,
  });
}

/**
 * The installment plan of an order started at `startAt`: part 1 due then, parts 2–4 every two
 * weeks after, counted in Moscow calendar days.
 */
export function planInstallments(order: PriceOrderInput, startAt: Instant): InstallmentPlan {
  const price = installmentPrice(order);
  const parts = splitInstallments(price.total).map((amountKopecks, index) => ({
    number: index + 1,
    amountKopecks,
    dueAt: addMoscowDays(startAt, INSTALLMENT_INTERVAL_WEEKS * 7 * index).toISOString(),
  }));
  return { price, parts };
}
