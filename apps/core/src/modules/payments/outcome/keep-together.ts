import type { PaymentAttemptStatus } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import type { PaymentRow } from "../attempts/payment-queries";
import { lockRegistrationsInIdOrder, type PaymentItem } from "../attempts/payment-items";
import { keepRegistration, NotKept } from "./keep-registration";
import { settleRefundDue } from "./settle-payment";

/**
 * The money of a payment of several orders came (decision 0032): all of them are kept or none.
 * Every registration it pays is locked in id order (so two payments sharing orders cannot
 * deadlock) and kept by the one-registration rules inside one savepoint; the first that cannot be
 * kept rolls the savepoint back — nothing paid, no slot taken again, no mail — and the whole
 * amount is refund-due, told to the payer of the lead. Each kept order is confirmed with its own
 * part of the amount. Runs in the callback's transaction, under the payment's lock.
 */
export async function keepTogether(
  tx: CoreDb,
  payment: PaymentRow,
  items: readonly PaymentItem[],
  now: Date,
): Promise<PaymentAttemptStatus> {
  const parts = new Map(items.map((item) => [item.registrationId, item.amountKopecks]));
  const locked = await lockRegistrationsInIdOrder(tx, [...parts.keys()], now);
  const lead = locked.find((registration) => registration.id === payment.registrationId);
  if (!lead || locked.length !== parts.size)
    throw new Error(`payment ${payment.id} pays registrations that do not exist`);
  try {
    await tx.transaction(async (savepoint) => {
      for (const registration of locked) {
        const part = parts.get(registration.id) ?? 0;
        // Its confirmation shows what this order cost, not the sum paid for all of them.
        const itsPart = { ...payment, amountKopecks: part, totalKopecks: part };
        const kept = await keepRegistration(savepoint, registration, itsPart, now);
        if (kept !== true) throw new NotKept(kept);
      }
    });
    return "succeeded";
  } catch (error) {
    if (!(error instanceof NotKept)) throw error;
    await settleRefundDue(tx, lead, payment, error.reason, now);
    return "refundDue";
  }
}
