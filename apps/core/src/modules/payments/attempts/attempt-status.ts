import type { PaymentAttemptStatus } from "@reg/domain";
import type { STORED_PAYMENT_STATUSES } from "../../../db/schema";
import type { ProviderOutcome } from "../port/provider-port";

export type StoredPaymentStatus = (typeof STORED_PAYMENT_STATUSES)[number];

/** The attempt as a reader sees it: unanswered when its window closed, it has expired. */
export function shownAttemptStatus(
  status: StoredPaymentStatus,
  expiresAt: Date,
  now: Date,
): PaymentAttemptStatus {
  return status === "pending" && now.getTime() >= expiresAt.getTime() ? "expired" : status;
}

/**
 * What the acquirer's answer does to an attempt:
 * - `pay`: the money came — first news of it (pending), or news that beats an earlier decline
 *   (the acquirer changed its mind: money that came is never ignored);
 * - `decline`: a pending attempt failed;
 * - `duplicate`: the attempt already has its final answer; nothing changes (idempotent
 *   callbacks; a late decline never un-pays, money to refund stays to refund).
 */
export function outcomeStep(
  status: StoredPaymentStatus,
  outcome: ProviderOutcome,
): "pay" | "decline" | "duplicate" {
  if (status === "pending") return outcome === "succeeded" ? "pay" : "decline";
  if (status === "declined" && outcome === "succeeded") return "pay";
  return "duplicate";
}
