import {
  addKopecks,
  toMillis,
  type Kopecks,
  type PaymentMethod,
  type PayTogetherOrder,
} from "@reg/domain";

/**
 * The orders ticked: each as the payer ticked or unticked it, else as it starts — the payer's own
 * and those they made ticked, a team member's share not, since the member may pay it themself
 * (decision 0032). An order that appears on a later read starts the same way. With the team's
 * shares locked (the captain registered and pays for the whole team, decision 0026 §7) every
 * share is ticked whatever was chosen: core takes the captain's order only with all of them.
 */
export function tickedTogether(
  orders: readonly PayTogetherOrder[],
  choices: Readonly<Record<string, boolean>>,
  teamSharesLocked = false,
): string[] {
  return orders
    .filter(
      (order) =>
        (teamSharesLocked && order.reason === "teamShare") ||
        (choices[order.registrationId] ?? order.reason === "mine"),
    )
    .map((order) => order.registrationId);
}

/** An order the payer cannot untick: a team share, when the captain pays for the whole team. */
export function isLockedTogether(order: PayTogetherOrder, teamSharesLocked: boolean): boolean {
  return teamSharesLocked && order.reason === "teamShare";
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
