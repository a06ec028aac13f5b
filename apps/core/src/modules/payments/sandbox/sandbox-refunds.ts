import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { fieldErrorsFromIssues } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { pgErrorOf } from "../../../db/pg-error";
import { sandboxPayments, sandboxRefunds } from "../../../db/schema";
import type {
  RefundCallbackReceiver,
  RefundNotificationAnswer,
  VerifiedRefund,
} from "../port/provider-port";
import { SANDBOX_SIGNATURE_HEADER, signCallbackBody } from "./callback-signature";

/*
 * The sandbox acquirer's refunds (decision 0043): the operator's action "refund this payment"
 * (POST /sandbox/payments/{id}/refunds, sandbox-routes.ts), kept in the sandbox's own ledger and
 * told to the merchant — core — by a signed notification, as its payment callbacks are.
 */

/** The acquirer's refund ids: `rf_` and 24 hex digits when it makes one; an operator's own may be any such token. */
export const REFUND_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
/** No single payment is anywhere near this; it keeps the sums inside PostgreSQL's integer. */
const MAX_REFUND_KOPECKS = 1_000_000_000;

/** Why the sandbox itself refuses an operator's refund, as the field it is about and a message id. */
export const SANDBOX_REFUSALS = {
  /** Only money taken can be given back. */
  notSucceeded: { providerPaymentId: "refund.paymentNotSucceeded" },
  /** More than the payment took, less its refunds so far. */
  exceedsPaid: { amountKopecks: "refund.exceedsPaid" },
  /** A refund id already used for another payment, amount or order. */
  idReused: { refundId: "refund.idReused" },
} as const;

/** The refund notification's body, as the sandbox sends it and core reads it. */
const refundNotificationSchema = z.strictObject({
  eventId: z.uuid(),
  providerPaymentId: z.string().min(1).max(64),
  refundId: z.string().regex(REFUND_ID),
  amountKopecks: z.number().int().positive().max(MAX_REFUND_KOPECKS),
  registrationId: z.uuid().optional(),
});

/** The body of a notification whose signature was checked: a refund, or what is wrong with it. */
export function readRefundNotification(rawBody: string): VerifiedRefund {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { kind: "malformed", fields: {} };
  }
  const body = refundNotificationSchema.safeParse(parsed);
  if (!body.success) return { kind: "malformed", fields: fieldErrorsFromIssues(body.error.issues) };
  return {
    kind: "refund",
    refund: {
      providerPaymentId: body.data.providerPaymentId,
      refundId: body.data.refundId,
      amountKopecks: body.data.amountKopecks,
      registrationId: body.data.registrationId ?? null,
    },
  };
}

/** What the operator asks: an amount, the order when the payment paid several, their own id if any. */
export const sandboxRefundRequestSchema = z.strictObject({
  amountKopecks: z.number().int().positive().max(MAX_REFUND_KOPECKS),
  registrationId: z.uuid().optional(),
  /** Sending the same id again re-sends that refund's notification (a retry): nothing is refunded twice. */
  refundId: z.string().regex(REFUND_ID).optional(),
});
export type SandboxRefundRequest = z.infer<typeof sandboxRefundRequestSchema>;

export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

export type SandboxRefundResult =
  | { kind: "notFound" }
  | { kind: "refused"; fields: Record<string, string> }
  | {
      kind: "refunded";
      refund: SandboxRefund;
      /** False when the refund id was known: this was a retry of its notification. */
      created: boolean;
      /** What core answered; null when the notification could not be delivered. */
      answer: RefundNotificationAnswer | null;
    };

export interface SandboxRefundsOptions {
  db: CoreDb;
  now: () => Date;
  /** Notifications are signed with it, as the payment callbacks are. */
  callbackSecret: string;
  /** Where the sandbox "sends" its notifications: in-process, as if over HTTP. */
  deliver: RefundCallbackReceiver;
  /** A notification that could not be delivered; the refund stays in the ledger, to be sent again. */
  onDeliveryError: (error: unknown) => void;
  /** The sandbox's provider name, the `{provider}` of the callback path. */
  provider: string;
}

type Claimed =
  | { kind: "notFound" }
  | { kind: "refused"; fields: Record<string, string> }
  | { kind: "claimed"; refund: SandboxRefund; created: boolean };

/** The sandbox's refund ledger and its notifications. */
export class SandboxRefunds {
  constructor(private readonly options: SandboxRefundsOptions) {}

  /**
   * Refunds part or all of a succeeded sandbox payment and tells the merchant. A refund id seen
   * before with the same payment, amount and order is not refunded again: its notification is sent
   * again (the retry of a notification that failed or was refused). Two refunds of one payment at
   * once queue on its ledger row, so together they never give back more than it took.
   */
  async refund(paymentId: string, request: SandboxRefundRequest): Promise<SandboxRefundResult> {
    let claimed: Claimed;
    try {
      claimed = await this.claim(paymentId, request);
    } catch (error) {
      // The same new refund id claimed at once for two payments: the loser reads the winner's.
      if (pgErrorOf(error)?.code !== "23505") throw error;
      claimed = await this.claim(paymentId, request);
    }
    if (claimed.kind !== "claimed") return claimed;
    const answer = await this.notify(claimed.refund);
    const [after] = await this.options.db
      .update(sandboxRefunds)
      .set(
        answer?.ok === true
          ? { notifiedAt: claimed.refund.notifiedAt ?? this.options.now(), lastError: null }
          : { lastError: describeFailure(answer) },
      )
      .where(eq(sandboxRefunds.id, claimed.refund.id))
      .returning();
    return {
      kind: "refunded",
      refund: after ?? claimed.refund,
      created: claimed.created,
      answer,
    };
  }

  async find(refundId: string): Promise<SandboxRefund | undefined> {
    const rows = await this.options.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.id, refundId))
      .limit(1);
    return rows[0];
  }

  /** The ledger's side, in one transaction under the payment's row lock. */
  private claim(paymentId: string, request: SandboxRefundRequest): Promise<Claimed> {
    return this.options.db.transaction(async (tx): Promise<Claimed> => {
      const [payment] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId))
        .for("update")
        .limit(1);
      if (!payment) return { kind: "notFound" };
      const registrationId = request.registrationId ?? null;
      if (request.refundId !== undefined) {
        const [known] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.id, request.refundId))
          .limit(1);
        if (known) {
          const same =
            known.paymentId === payment.id &&
            known.amountKopecks === request.amountKopecks &&
            known.registrationId === registrationId;
          return same
            ? { kind: "claimed", refund: known, created: false }
            : { kind: "refused", fields: SANDBOX_REFUSALS.idReused };
        }
      }
      if (payment.status !== "succeeded")
        return { kind: "refused", fields: SANDBOX_REFUSALS.notSucceeded };
      const [sum] = await tx
        .select({ refunded: sql<string>`coalesce(sum(${sandboxRefunds.amountKopecks}), 0)` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, payment.id));
      if (Number(sum?.refunded ?? 0) + request.amountKopecks > payment.amountKopecks)
        return { kind: "refused", fields: SANDBOX_REFUSALS.exceedsPaid };
      const [refund] = await tx
        .insert(sandboxRefunds)
        .values({
          id: request.refundId ?? `rf_${randomBytes(12).toString("hex")}`,
          paymentId: payment.id,
          amountKopecks: request.amountKopecks,
          registrationId,
          createdAt: this.options.now(),
        })
        .returning();
      if (!refund) throw new Error("the sandbox refund was not stored");
      return { kind: "claimed", refund, created: true };
    });
  }

  /** Signs and delivers the refund's notification; a failed delivery is reported, the refund stays. */
  private async notify(refund: SandboxRefund): Promise<RefundNotificationAnswer | null> {
    const rawBody = JSON.stringify({
      eventId: randomUUID(),
      providerPaymentId: refund.paymentId,
      refundId: refund.id,
      amountKopecks: refund.amountKopecks,
      ...(refund.registrationId === null ? {} : { registrationId: refund.registrationId }),
    });
    const headers = {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signCallbackBody(this.options.callbackSecret, rawBody),
    };
    try {
      return await this.options.deliver(this.options.provider, rawBody, headers);
    } catch (error) {
      this.options.onDeliveryError(error);
      return null;
    }
  }
}

/** A refusal or a failed delivery as the ledger keeps it: `409 INVALID_STATE amountKopecks=refund.exceedsPaid`. */
function describeFailure(answer: RefundNotificationAnswer | null): string {
  if (answer === null) return "not delivered";
  if (answer.ok) return "";
  const fields = Object.entries(answer.fields ?? {}).map(([key, value]) => `${key}=${value}`);
  return [String(answer.httpStatus), answer.code, ...fields].join(" ");
}
