import {
  paymentResultFor,
  type PaymentAttemptStatus,
  type PaymentResultState,
  type RegistrationState,
} from "@reg/domain";

/**
 * The payment-result page's state (SPEC §4) for a registration and its latest attempt: success,
 * checking while an attempt waits for its answer, error after a decline (retry or change the
 * method), expired once the window closed. Null while nothing was tried in an open window.
 */
export function paymentResultOf(
  state: RegistrationState,
  lastAttempt: PaymentAttemptStatus | null,
): PaymentResultState | null {
  if (state !== "awaitingPayment") return paymentResultFor(state, false);
  if (lastAttempt === "pending") return paymentResultFor(state, false);
  if (lastAttempt === "declined") return paymentResultFor(state, true);
  // Nothing tried yet in this window (an attempt of an earlier window expired or is refunded).
  return null;
}
