import { randomBytes, randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import type { CoreDb } from "../../src/index";
import {
  outboxMessages,
  payments,
  registrationRefunds,
  sandboxPayments,
} from "../../src/db/schema";
import {
  SANDBOX_SIGNATURE_HEADER,
  signCallbackBody,
} from "../../src/modules/payments/sandbox/callback-signature";
import { http, type HttpResponse } from "./http";
import { CALLBACK_SECRET } from "./payments";

/** Test helpers of refunds told by the acquirer (decision 0043). */

/**
 * Gives a payment written straight into the database (a 2024 order of the tax tests, whose
 * acquirer id is `past-…`) a sandbox ledger row, as if the sandbox had taken it: succeeded, its
 * amount. Resolves to the sandbox's id, now also the payment's acquirer id.
 */
export async function handToSandbox(db: CoreDb, paymentId: string): Promise<string> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`no payment ${paymentId}`);
  const id = `sbx_${randomBytes(12).toString("hex")}`;
  await db.insert(sandboxPayments).values({
    id,
    merchantPaymentId: payment.id,
    kind: "card",
    status: "succeeded",
    amountKopecks: payment.amountKopecks,
    description: "past order",
    language: payment.language,
    returnPath: "/",
    cardLast4: "4242",
    createdAt: payment.createdAt,
    expiresAt: payment.expiresAt,
    updatedAt: payment.updatedAt,
  });
  await db.update(payments).set({ providerPaymentId: id }).where(eq(payments.id, paymentId));
  return id;
}

/** The operator's refund in the sandbox (POST /sandbox/payments/{id}/refunds), JSON. */
export function sandboxRefund(
  baseUrl: string,
  providerPaymentId: string,
  body: Record<string, unknown>,
): Promise<HttpResponse> {
  return http(baseUrl, `/sandbox/payments/${providerPaymentId}/refunds`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export interface RefundNotice {
  providerPaymentId: string;
  refundId: string;
  amountKopecks: number;
  registrationId?: string;
}

/** A refund notification's raw body as the sandbox writes it. */
export function refundBody(notice: RefundNotice | Record<string, unknown>): string {
  return JSON.stringify({ eventId: randomUUID(), ...notice });
}

/** A refund notification as the acquirer signs it, sent over HTTP to core. */
export function sendRefundCallback(
  baseUrl: string,
  notice: RefundNotice | Record<string, unknown>,
  secret: string | null = CALLBACK_SECRET,
): Promise<HttpResponse> {
  const body = refundBody(notice);
  return http(baseUrl, "/Payment/Callback/sandbox/refund", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(secret === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: signCallbackBody(secret, body) }),
    },
    body,
  });
}

export const newRefundId = (): string => `rf_${randomBytes(12).toString("hex")}`;

/** The refunds recorded for a payment. */
export function refundsOfPayment(db: CoreDb, paymentId: string) {
  return db.select().from(registrationRefunds).where(eq(registrationRefunds.paymentId, paymentId));
}

/** The refund notices queued for a recorded refund (by its row id). */
export function noticesOf(db: CoreDb, refundRowId: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.dedupeKey, `registrationRefund:${refundRowId}:%`));
}
