import { and, eq, sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { pgErrorOf, retryOnConflict } from "../../../db/pg-error";
import { payments, registrationRefunds } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { recordRegistrationRefund } from "../../tax";
import { itemsOfPayment } from "../attempts/payment-items";
import { lockPaymentByProviderId, type PaymentRow } from "../attempts/payment-queries";
import { catchUpWithAcquirer } from "../outcome/apply-outcome";
import type { PaymentDeps } from "../payment-deps";
import type { ProviderRefund } from "../port/provider-port";
import { enqueueRefundNotices } from "./refund-notices";

/** What a refund notification did: recorded now, or recorded before (a duplicate, changing nothing). */
export type RefundRecordStatus = "recorded" | "alreadyRecorded";

/**
 * Why a refund notification is refused, each with its code and the field it is about (message ids
 * for the acquirer's logs, never shown to a person). A refusal changes nothing.
 */
export const REFUND_REFUSALS = {
  unknownPayment: () => new AppError("NOT_FOUND", { providerPaymentId: "refund.unknownPayment" }),
  notInPayment: () => new AppError("NOT_FOUND", { registrationId: "refund.notInPayment" }),
  /** A payment of several orders: the refund must say whose order it gives money back for. */
  registrationRequired: () =>
    new AppError("VALIDATION_FAILED", { registrationId: "field.required" }),
  /** Declined, still pending at the acquirer too, or money we owe back already (refundDue). */
  notSucceeded: () =>
    new AppError("INVALID_STATE", { providerPaymentId: "refund.paymentNotSucceeded" }),
  /** More than the order's part of the payment, less what was given back for it before. */
  exceedsPaid: () => new AppError("INVALID_STATE", { amountKopecks: "refund.exceedsPaid" }),
  /** The refund id told before about another payment, order or amount. */
  idReused: () => new AppError("INVALID_STATE", { refundId: "refund.idReused" }),
} as const;

const PROVIDER_REFUND_UNIQUE = "registration_refunds_provider_unique";

export interface RefundNoticeOptions {
  /** The portal's base URL: the notice links to its tax-deduction page. */
  portalUrl: string;
}

/**
 * Records a refund the acquirer made (decision 0043), once: the refund row for the order it names,
 * the certificates of that payment's order marked "needs correction" (the tax module's
 * recordRegistrationRefund) and the notices in the outbox, in one transaction under the payment's
 * row lock — so the same refund told twice, or twice at once, is recorded once, and two refunds of
 * one payment never give back more than it paid. The unique (provider, refund id) is the backstop
 * for one refund id told about two payments at once: the loser runs again and is refused.
 * The registration is left as it is: only money is recorded.
 */
export async function recordAcquirerRefund(
  deps: PaymentDeps,
  provider: string,
  refund: ProviderRefund,
  notices: RefundNoticeOptions,
): Promise<RefundRecordStatus> {
  const [seen] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerPaymentId, refund.providerPaymentId),
      ),
    )
    .limit(1);
  if (!seen) throw REFUND_REFUSALS.unknownPayment();
  // A refund proves the money was taken: a success whose callback never came is applied first.
  if (seen.status === "pending") await catchUpWithAcquirer(deps, seen);
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryOnConflict(() =>
        deps.db.transaction((tx) => recordLocked(tx, deps.now(), provider, refund, notices)),
      );
    } catch (error) {
      const conflict = pgErrorOf(error);
      const lostTheRace =
        conflict?.code === "23505" &&
        (conflict.constraint === undefined || conflict.constraint === PROVIDER_REFUND_UNIQUE);
      if (!lostTheRace || attempt >= 2) throw error;
    }
  }
}

async function recordLocked(
  tx: CoreDb,
  now: Date,
  provider: string,
  refund: ProviderRefund,
  notices: RefundNoticeOptions,
): Promise<RefundRecordStatus> {
  const payment = await lockPaymentByProviderId(tx, provider, refund.providerPaymentId);
  if (!payment) throw REFUND_REFUSALS.unknownPayment();
  const order = await refundedOrder(tx, payment, refund.registrationId);

  const [known] = await tx
    .select()
    .from(registrationRefunds)
    .where(
      and(
        eq(registrationRefunds.provider, provider),
        eq(registrationRefunds.providerRefundId, refund.refundId),
      ),
    )
    .limit(1);
  if (known) {
    const same =
      known.paymentId === payment.id &&
      known.registrationId === order.registrationId &&
      known.amountKopecks === refund.amountKopecks;
    if (!same) throw REFUND_REFUSALS.idReused();
    return "alreadyRecorded";
  }

  if (payment.status !== "succeeded") throw REFUND_REFUSALS.notSucceeded();
  const [earlier] = await tx
    .select({ kopecks: sql<string>`coalesce(sum(${registrationRefunds.amountKopecks}), 0)` })
    .from(registrationRefunds)
    .where(
      and(
        eq(registrationRefunds.paymentId, payment.id),
        eq(registrationRefunds.registrationId, order.registrationId),
      ),
    );
  if (refund.amountKopecks > order.paidKopecks - Number(earlier?.kopecks ?? 0))
    throw REFUND_REFUSALS.exceedsPaid();

  await recordRegistrationRefund(tx, {
    registrationId: order.registrationId,
    paymentId: payment.id,
    amountKopecks: refund.amountKopecks,
    reason: "",
    at: now,
    acquirer: { provider, refundId: refund.refundId },
  });
  const [recorded] = await tx
    .select({ id: registrationRefunds.id })
    .from(registrationRefunds)
    .where(
      and(
        eq(registrationRefunds.provider, provider),
        eq(registrationRefunds.providerRefundId, refund.refundId),
      ),
    )
    .limit(1);
  if (!recorded) throw new Error(`refund ${refund.refundId} was not recorded`);
  await enqueueRefundNotices(tx, {
    refundRowId: recorded.id,
    payment,
    registrationId: order.registrationId,
    amountKopecks: refund.amountKopecks,
    portalUrl: notices.portalUrl,
    now,
  });
  return "recorded";
}

/**
 * The order a refund is for and what the payment paid for it: a payment of one order pays its
 * lead (`payments.amount_kopecks`), which the refund may leave unnamed; a payment of several pays
 * each order its item (decision 0032), and the refund must name one of them.
 */
async function refundedOrder(
  tx: CoreDb,
  payment: PaymentRow,
  named: string | null,
): Promise<{ registrationId: string; paidKopecks: number }> {
  const items = await itemsOfPayment(tx, payment.id);
  if (items.length === 0) {
    if (named !== null && named !== payment.registrationId) throw REFUND_REFUSALS.notInPayment();
    return { registrationId: payment.registrationId, paidKopecks: payment.amountKopecks };
  }
  if (named === null) throw REFUND_REFUSALS.registrationRequired();
  const item = items.find((i) => i.registrationId === named);
  if (!item) throw REFUND_REFUSALS.notInPayment();
  return { registrationId: item.registrationId, paidKopecks: item.amountKopecks };
}
