import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { LOCALES, PAYMENT_METHODS } from "@reg/domain";
import { registrations } from "./registrations";
import { inList } from "./sql-lists";

/** What a payment row stores as its status; `expired` is never stored, it is a pending one read after its window. */
export const STORED_PAYMENT_STATUSES = ["pending", "succeeded", "declined", "refundDue"] as const;
/** Why money that came has to go back. */
export const REFUND_REASONS = [
  "slotsSoldOut",
  "alreadyPaid",
  "alreadyRegistered",
  "notPayable",
] as const;
/**
 * Which of the sandbox's pages a payment is paid on: the card page (cards and installments), a QR
 * code (QR, fast payments), or the page of one of the other methods (decision 0049).
 */
export const SANDBOX_METHOD_PAGE_KINDS = [
  "bankTransfer",
  "paypal",
  "assistBelarus",
  "uzcardHumo",
  "expressPay",
] as const;
export const SANDBOX_PAYMENT_KINDS = ["card", "qr", ...SANDBOX_METHOD_PAGE_KINDS] as const;
export const SANDBOX_PAYMENT_STATUSES = ["pending", "succeeded", "declined"] as const;
/** What the outbox sends: the confirmation of a paid registration, the notice of money going back, a password-reset link. */
export const OUTBOX_KINDS = [
  "paymentConfirmation",
  "paymentRefund",
  "passwordReset",
  "relativeInvite",
  "friendRegistered",
  "giftCode",
  "giftRefund",
  "taxCertificate",
  "registrationRefund",
] as const;

/**
 * One attempt to pay a registration. The acquirer's id (`provider`, `provider_payment_id`) is the
 * key its callbacks are matched by; the status moves under this row's lock, so a callback that
 * arrives twice — even twice at once — changes the registration once.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id),
    provider: text("provider").notNull(),
    /** Null only between our row being written and the acquirer answering the creation. */
    providerPaymentId: text("provider_payment_id"),
    method: text("method").notNull(),
    status: text("status").notNull(),
    /** The language the person paid in: their confirmation is written in it. */
    language: text("language").notNull(),
    /** Charged by this attempt: the order's total, or the first installment. */
    amountKopecks: integer("amount_kopecks").notNull(),
    /** The order's total paid this way (installments carry their own discount). */
    totalKopecks: integer("total_kopecks").notNull(),
    /** The installment plan shown and agreed to (InstallmentPlanDto); null for one-off payments. */
    installmentPlan: jsonb("installment_plan"),
    /** The QR code's id for QR / fast payments, what the front polls with. */
    qrId: text("qr_id").unique("payments_qr_id_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** The registration's payment window end when the attempt began: unanswered after it, the attempt reads as expired. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the acquirer's answer was applied. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    refundReason: text("refund_reason"),
  },
  (t) => [
    unique("payments_provider_id_unique").on(t.provider, t.providerPaymentId),
    index("payments_registration_idx").on(t.registrationId, t.createdAt),
    check("payments_method_check", inList("method", PAYMENT_METHODS)),
    check("payments_status_check", inList("status", STORED_PAYMENT_STATUSES)),
    check("payments_language_check", inList("language", LOCALES)),
    check(
      "payments_amounts_check",
      sql`${t.amountKopecks} >= 0 and ${t.totalKopecks} >= ${t.amountKopecks}`,
    ),
    check(
      "payments_refund_check",
      sql`(${t.status} = 'refundDue') = (${t.refundReason} is not null)`,
    ),
    check(
      "payments_refund_reason_check",
      sql`${t.refundReason} is null or ${inList("refund_reason", REFUND_REASONS)}`,
    ),
  ],
);

/**
 * The orders one payment pays when it pays more than one (decision 0032): every registration it
 * settles, the lead (`payments.registration_id`) included, with that order's part of the amount.
 * A payment of one order has no rows here. The callback keeps all of them or none.
 */
export const paymentItems = pgTable(
  "payment_items",
  {
    // An attempt the acquirer never opened is deleted (deleteUnopenedPayment): its items go with it.
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id),
    /** This order's total, what its confirmation and "my registrations" show as paid. */
    amountKopecks: integer("amount_kopecks").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.registrationId] }),
    index("payment_items_registration_idx").on(t.registrationId),
    check("payment_items_amount_check", sql`${t.amountKopecks} >= 0`),
  ],
);

/**
 * The sandbox acquirer's own ledger: what a real acquirer keeps on its side. Core's payments
 * module never reads it; it only talks to the acquirer through the provider port.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    /** The merchant's (our) payment id, as a real acquirer keeps the order id. */
    merchantPaymentId: uuid("merchant_payment_id")
      .notNull()
      .unique("sandbox_payments_merchant_unique"),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    amountKopecks: integer("amount_kopecks").notNull(),
    description: text("description").notNull(),
    language: text("language").notNull(),
    /** Where the checkout page sends the browser back to, a path on the person's host. */
    returnPath: text("return_path").notNull(),
    installmentPlan: jsonb("installment_plan"),
    cardLast4: text("card_last4"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("sandbox_payments_kind_check", inList("kind", SANDBOX_PAYMENT_KINDS)),
    check("sandbox_payments_status_check", inList("status", SANDBOX_PAYMENT_STATUSES)),
    check("sandbox_payments_amount_check", sql`${t.amountKopecks} > 0`),
    check("sandbox_payments_language_check", inList("language", LOCALES)),
  ],
);

/**
 * The sandbox acquirer's refunds (decision 0043): what the organizer gave back of a succeeded sandbox
 * payment, as the acquirer keeps it, and whether the merchant (core) accepted its notification.
 * Core's payments module never reads it either.
 */
export const sandboxRefunds = pgTable(
  "sandbox_refunds",
  {
    /** The acquirer's refund id (`rf_…`, or the operator's own): the key of its notification. */
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => sandboxPayments.id),
    amountKopecks: integer("amount_kopecks").notNull(),
    /** The order of the payment refunded, as the operator named it; null: the payment's only one. */
    registrationId: uuid("registration_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When the merchant answered 200 to its notification; null until then. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The merchant's last refusal or the delivery's failure, e.g. `409 INVALID_STATE amountKopecks=refund.exceedsPaid`. */
    lastError: text("last_error"),
  },
  (t) => [
    index("sandbox_refunds_payment_idx").on(t.paymentId),
    check("sandbox_refunds_amount_check", sql`${t.amountKopecks} > 0`),
  ],
);

/**
 * The transactional outbox: a message is written in the same transaction as the change it tells
 * about, and a worker sends it afterwards (SMTP), so a payment is never confirmed without its
 * e-mail, nor an e-mail sent for a change that rolled back. `dedupe_key` makes a message once.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").notNull().unique("outbox_messages_dedupe_unique"),
    recipient: text("recipient").notNull(),
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** `[{ filename, contentType, content }]`, content as text (SVG). */
    attachments: jsonb("attachments")
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * What a message rendered when it is read says (outbox/rendered-at-send.ts, decision 0044);
     * its subject and bodies are then empty. Null: the columns above are the message.
     */
    facts: jsonb("facts"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** A worker that claimed the message owns it until then; a crashed worker's claim lapses. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    index("outbox_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
    check("outbox_messages_kind_check", inList("kind", OUTBOX_KINDS)),
    check("outbox_messages_language_check", inList("language", LOCALES)),
    check("outbox_messages_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
