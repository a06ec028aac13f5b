import {
  addKopecks,
  toMillis,
  type Kopecks,
  type PaymentMethod,
  type PayTogetherOrder,
} from "@reg/domain";

/**
 * The orders ticked when the payment step opens: the payer's own and those they made (decision
 * 0032); a team member's share waits for the captain to choose it, since the member may pay it.
 */
export function defaultPayTogether(orders: readonly PayTogetherOrder[]): string[] {
  return orders.filter((order) => order.reason === "mine").map((order) => order.registrationId);
}

/** Whole minutes left to pay an order, rounded up: "1" until the very last second. */
export function minutesLeftToPay(deadline: string, now: number): number {
  return Math.max(0, Math.ceil((toMillis(deadline) - now) / 60_000));
}

/**
 * The orders this payment settles besides the lead, in the list's order: the ticked ones still in
 * their window (one that ran out while the page was open can no longer be paid; core would refuse
 * the whole payment for it).
 */
export function chosenTogether(
  orders: readonly PayTogetherOrder[],
  ticked: readonly string[],
  now: number,
): PayTogetherOrder[] {
  return orders.filter(
    (order) =>
      ticked.includes(order.registrationId) && minutesLeftToPay(order.paymentDeadline, now) > 0,
  );
}

/** What one payment of the lead order and the chosen ones charges: their totals, summed. */
export function totalTogether(leadKopecks: Kopecks, chosen: readonly PayTogetherOrder[]): Kopecks {
  return addKopecks(leadKopecks, ...chosen.map((order) => order.amountKopecks));
}

/** Installments are a plan of one order: with others chosen, only the methods that pay at once. */
export function methodsTogether(
  methods: readonly PaymentMethod[],
  chosen: readonly PayTogetherOrder[],
): readonly PaymentMethod[] {
  return chosen.length === 0 ? methods : methods.filter((method) => method !== "installments");
}
