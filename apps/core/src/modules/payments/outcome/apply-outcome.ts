import type { PaymentAttemptStatus } from "@reg/domain";
import { retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import type { PaymentOutcome } from "../../../metrics/core-metrics";
import type { ProviderCallback } from "../port/provider-port";
import { outcomeStep, shownAttemptStatus } from "../attempts/attempt-status";
import type { PaymentDeps } from "../payment-deps";
import { lockRegistrationWithRace } from "../../registration";
import {
  lockPaymentByProviderId,
  storedStatusOf,
  type PaymentRow,
} from "../attempts/payment-queries";
import { itemsOfPayment } from "../attempts/payment-items";
import { keepRegistration } from "./keep-registration";
import { keepTogether } from "./keep-together";
import { settleDeclined, settleRefundDue } from "./settle-payment";

/**
 * Applies the acquirer's answer about one of its payments, exactly once. The payment row is
 * locked first, so duplicated callbacks — also concurrent ones — queue on it, and every one after
 * the first finds the answer applied and changes nothing. The registration's change, the payment's
 * and the mail to send commit together (all of them for a payment of several orders,
 * keep-together.ts). Resolves to the attempt's status after.
 */
export async function applyOutcome(
  deps: PaymentDeps,
  provider: string,
  callback: ProviderCallback,
): Promise<PaymentAttemptStatus> {
  const applied = await retryOnConflict(() =>
    deps.db.transaction(
      async (tx): Promise<{ status: PaymentAttemptStatus; duplicate: boolean }> => {
        const now = deps.now();
        const payment = await lockPaymentByProviderId(tx, provider, callback.providerPaymentId);
        if (!payment) throw new AppError("NOT_FOUND");
        const stored = storedStatusOf(payment);
        const step = outcomeStep(stored, callback.outcome);
        if (step === "duplicate")
          return { status: shownAttemptStatus(stored, payment.expiresAt, now), duplicate: true };
        if (step === "decline") {
          await settleDeclined(tx, payment, now);
          return { status: "declined", duplicate: false };
        }
        const items = payment.paysSeveral ? await itemsOfPayment(tx, payment.id) : [];
        if (items.length > 0)
          return { status: await keepTogether(tx, payment, items, now), duplicate: false };
        const order = await lockRegistrationWithRace(tx, payment.registrationId, now);
        if (!order) throw new Error(`payment ${payment.id} has no registration`);
        const { registration } = order;
        const kept = await keepRegistration(tx, registration, payment, now, order);
        if (kept === true) return { status: "succeeded", duplicate: false };
        await settleRefundDue(tx, registration, payment, kept, now);
        return { status: "refundDue", duplicate: false };
      },
    ),
  );
  // Counted once committed: a rolled-back or retried attempt changed nothing.
  deps.metrics.payment(applied.duplicate ? "duplicate" : outcomeOf(applied.status));
  return applied.status;
}

function outcomeOf(status: PaymentAttemptStatus): PaymentOutcome {
  if (status === "succeeded") return "paid";
  if (status === "refundDue") return "refund_due";
  return "failed";
}

/**
 * The latest word on an attempt still pending here: the acquirer is asked, and an answer whose
 * callback never came is applied now. A pending attempt stays pending when the acquirer is silent
 * or unreachable. Resolves to whether an answer was applied.
 */
export async function catchUpWithAcquirer(
  deps: PaymentDeps,
  payment: PaymentRow,
): Promise<boolean> {
  if (
    payment.status !== "pending" ||
    payment.providerPaymentId === null ||
    payment.provider !== deps.provider.name
  )
    return false;
  let status;
  try {
    status = await deps.provider.queryStatus(payment.providerPaymentId);
  } catch {
    return false;
  }
  if (status === "pending") return false;
  await applyOutcome(deps, payment.provider, {
    providerPaymentId: payment.providerPaymentId,
    outcome: status,
  });
  return true;
}
