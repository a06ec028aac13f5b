import { transition, type PaymentAttemptStatus } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { pgErrorOf, retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import type { RefundReason } from "../../../outbox/refund-mail";
import type { ProviderCallback } from "../port/provider-port";
import type { RegistrationRecord } from "../../registration";
import { outcomeStep, shownAttemptStatus } from "../attempts/attempt-status";
import type { PaymentDeps } from "../payment-deps";
import {
  lockPaymentByProviderId,
  lockRegistration,
  storedStatusOf,
  type PaymentRow,
} from "../attempts/payment-queries";
import { retakeEverything } from "./retake-holds";
import { settleDeclined, settlePaid, settleRefundDue } from "./settle-payment";

const ONE_LIVE_INDEX = "registrations_one_live_idx";

/** A late payment that cannot be kept, thrown to roll its savepoint back. */
class NotKept extends Error {
  constructor(readonly reason: RefundReason) {
    super(reason);
  }
}

/**
 * Keeps the registration this money paid for, by the domain's machine, or says why it cannot:
 * - awaiting payment: paid. Its slot is still held even when the window closed a moment ago and
 *   the sweeper has not run, so nothing needs taking again;
 * - expired: paid only if everything the order held can be taken again (slot, option units,
 *   promo use) — otherwise the order as paid no longer exists and the money goes back;
 * - paid already (another attempt was first), or never submitted: the money goes back.
 */
async function keepRegistration(
  tx: CoreDb,
  registration: RegistrationRecord,
  payment: PaymentRow,
  now: Date,
): Promise<true | RefundReason> {
  switch (registration.state) {
    case "paid":
      return "alreadyPaid";
    case "awaitingPayment": {
      if (!transition(registration.state, { type: "paymentSucceeded", slotAvailable: true }).ok)
        return "notPayable";
      await settlePaid(tx, registration, payment, now);
      return true;
    }
    case "expired":
      try {
        await tx.transaction(async (savepoint) => {
          const slotAvailable = await retakeEverything(savepoint, registration);
          if (!transition(registration.state, { type: "paymentSucceeded", slotAvailable }).ok)
            throw new NotKept("slotsSoldOut");
          await settlePaid(savepoint, registration, payment, now);
        });
        return true;
      } catch (error) {
        if (error instanceof NotKept) return error.reason;
        const pg = pgErrorOf(error);
        // The person registered for the race again meanwhile: that registration stands.
        if (pg?.code === "23505" && pg.constraint === ONE_LIVE_INDEX) return "alreadyRegistered";
        throw error;
      }
    case "draft":
    case "cancelled":
      return "notPayable";
  }
}

/**
 * Applies the acquirer's answer about one of its payments, exactly once. The payment row is
 * locked first, so duplicated callbacks — also concurrent ones — queue on it, and every one after
 * the first finds the answer applied and changes nothing. The registration's change, the payment's
 * and the mail to send commit together. Resolves to the attempt's status after.
 */
export async function applyOutcome(
  deps: PaymentDeps,
  provider: string,
  callback: ProviderCallback,
): Promise<PaymentAttemptStatus> {
  return retryOnConflict(() =>
    deps.db.transaction(async (tx): Promise<PaymentAttemptStatus> => {
      const now = deps.now();
      const payment = await lockPaymentByProviderId(tx, provider, callback.providerPaymentId);
      if (!payment) throw new AppError("NOT_FOUND");
      const stored = storedStatusOf(payment);
      const step = outcomeStep(stored, callback.outcome);
      if (step === "duplicate") return shownAttemptStatus(stored, payment.expiresAt, now);
      if (step === "decline") {
        await settleDeclined(tx, payment, now);
        return "declined";
      }
      const registration = await lockRegistration(tx, payment.registrationId, now);
      if (!registration) throw new Error(`payment ${payment.id} has no registration`);
      const kept = await keepRegistration(tx, registration, payment, now);
      if (kept === true) return "succeeded";
      await settleRefundDue(tx, registration, payment, kept, now);
      return "refundDue";
    }),
  );
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
