import { z } from "zod";
import { INSTALLMENT_COUNT } from "../payment/installments";
import {
  paymentMethodSchema,
  paymentResultStateSchema,
  type PaymentResultState,
} from "../payment/payment-methods";
import { registrationStateSchema } from "../registration/registration-state";
import {
  answerLanguageSchema,
  instantOutSchema,
  kopecksOutSchema,
  registrationIdSchema,
} from "./registration-common";

/*
 * The payment calls of SPEC §7 (docs/legacy-contract.md has the table): what an order can be paid
 * with (ApiPay), starting a payment (ApiSavePay), polling a QR code (CheckQrCodeStatus) and the
 * repeat payment of an expired order (ApiRepeatPay). Names of bodies and queries are SPEC §7's.
 */

// ------------------------------------------------------------------ attempts

/**
 * Where one payment attempt stands:
 * - `pending`: sent to the acquirer, no answer yet (a QR not scanned, a card that timed out);
 * - `succeeded` / `declined`: the acquirer's answer;
 * - `expired`: still unanswered when the payment window closed;
 * - `refundDue`: the money came, but the registration could not be kept (its window had closed
 *   and no slot was left, or it was already paid by another attempt): it goes back to the payer.
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  "pending",
  "succeeded",
  "declined",
  "expired",
  "refundDue",
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];
export const paymentAttemptStatusSchema = z.enum(PAYMENT_ATTEMPT_STATUSES);

/** Our id of a payment attempt (the acquirer has its own). */
export const paymentIdSchema = z.uuid({ error: "field.invalid" });

export const paymentAttemptSchema = z.object({
  paymentId: paymentIdSchema,
  method: paymentMethodSchema,
  status: paymentAttemptStatusSchema,
  /** What this attempt charges now (the first part for installments). */
  amountKopecks: kopecksOutSchema,
  createdAt: instantOutSchema,
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

// ---------------------------------------------------------------- GET /Register/ApiPay

/** `?RegistrationId=` (SPEC §7's name). */
export const payQuerySchema = z.object({
  RegistrationId: registrationIdSchema,
  language: answerLanguageSchema,
});
export type PayQuery = z.infer<typeof payQuerySchema>;

export const installmentPartOutSchema = z.object({
  /** 1 is charged now, 2–4 later. */
  number: z.number().int().min(1).max(INSTALLMENT_COUNT),
  amountKopecks: kopecksOutSchema,
  dueAt: instantOutSchema,
});

/** planInstallments' answer (SPEC §9): 100 rub off, a quarter now, three more every two weeks. */
export const installmentPlanOutSchema = z.object({
  /** The installment discount actually granted (never more than what can be discounted). */
  discountKopecks: kopecksOutSchema,
  totalKopecks: kopecksOutSchema,
  parts: z.array(installmentPartOutSchema).length(INSTALLMENT_COUNT),
});
export type InstallmentPlanDto = z.infer<typeof installmentPlanOutSchema>;

/** One way this order can be paid. */
export const payOptionSchema = z.object({
  method: paymentMethodSchema,
  /** Charged now: the whole total, or the first installment. */
  amountKopecks: kopecksOutSchema,
  /** The order's total when paid this way (installments carry their own discount). */
  totalKopecks: kopecksOutSchema,
  installments: installmentPlanOutSchema.nullable(),
});
export type PayOption = z.infer<typeof payOptionSchema>;

/**
 * The most other orders one payment settles with its lead: a family or a team, not a shop's basket
 * (decision 0032).
 */
export const PAY_TOGETHER_MAX = 20;

/** Why a payer may pay another order with theirs (decision 0032). */
export const PAY_TOGETHER_REASONS = ["mine", "teamShare"] as const;
export type PayTogetherReason = (typeof PAY_TOGETHER_REASONS)[number];

/**
 * Another order awaiting payment that the caller may pay in the same payment as this one: of the
 * same event, theirs or made by them (`mine`: a child, a friend, themself), or the share of a
 * member of the team the caller captains on that race (`teamShare`).
 */
export const payTogetherOrderSchema = z.object({
  registrationId: registrationIdSchema,
  /** As this payer may see the participant: the name typed in the form, or the roster's name. */
  participantName: z.string(),
  raceCode: z.string(),
  raceName: z.string(),
  reason: z.enum(PAY_TOGETHER_REASONS),
  /** The order's total, paid in whole (no installments for several orders). */
  amountKopecks: kopecksOutSchema,
  paymentDeadline: instantOutSchema,
});
export type PayTogetherOrder = z.infer<typeof payTogetherOrderSchema>;

/** GET /Register/ApiPay?RegistrationId=: the order's amount, its methods and its deadline. */
export const payInfoSchema = z.object({
  registrationId: registrationIdSchema,
  /** As a reader sees it now: a closed window reads as expired before the sweeper runs. */
  state: registrationStateSchema,
  eventCode: z.string(),
  raceCode: z.string(),
  /** The cart's total (ApiCart's totals.totalKopecks). */
  amountKopecks: kopecksOutSchema,
  /** Pay before this instant (PAYMENT_WINDOW_MINUTES after the window opened). */
  paymentDeadline: instantOutSchema,
  /** The methods this order can be paid with, in display order (PAYMENT_METHODS' order). */
  methods: z.array(payOptionSchema),
  /** The latest attempt, for "try again" and the payment-result page. */
  lastAttempt: paymentAttemptSchema.nullable(),
  /** What the payment-result page shows now; null before any attempt on an open order. */
  result: paymentResultStateSchema.nullable(),
  /** Other orders the caller may pay together with this one; empty unless this one is payable. */
  payTogether: z.array(payTogetherOrderSchema),
});
export type PayInfo = z.infer<typeof payInfoSchema>;

// ------------------------------------------------------------ POST /Register/ApiSavePay

/**
 * POST /Register/ApiSavePay {RegistrationId, PaymentType}: starts a payment of the order; with
 * `AlsoRegistrationIds` (each one of ApiPay's `payTogether`), one payment of all those orders,
 * settled all or none (decision 0032).
 */
export const savePayInputSchema = z.object({
  RegistrationId: registrationIdSchema,
  PaymentType: paymentMethodSchema,
  language: answerLanguageSchema,
  AlsoRegistrationIds: z
    .array(registrationIdSchema)
    .max(PAY_TOGETHER_MAX, { error: "field.invalid" })
    .optional(),
});
export type SavePayInput = z.infer<typeof savePayInputSchema>;

/** A QR code's id as the acquirer issued it (also in the polling call). */
export const qrIdSchema = z
  .string({ error: "string.expected" })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "field.invalid" });

/**
 * How a payment goes on (the wizard's PaymentStart):
 * - `redirect`: card and installments — the acquirer's own checkout page, outside the SPA;
 *   `url` is relative to the host the person is on.
 * - `qr`: QR / fast payment — a code to scan (`imageUrl`, an SVG data URL of `qrPayload`), whose
 *   status is polled by `qrId`; `paymentUrl` opens the payment on this device, null when none.
 * - `result`: nothing to pay with the acquirer (a free order, or one already paid).
 */
export const savePayResultSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("redirect"), paymentId: paymentIdSchema, url: z.string() }),
  z.object({
    kind: z.literal("qr"),
    paymentId: paymentIdSchema,
    qrId: qrIdSchema,
    /** What the code encodes. */
    qrPayload: z.string(),
    imageUrl: z.string(),
    paymentUrl: z.string().nullable(),
    /** The code is good until the payment window closes. */
    expiresAt: instantOutSchema,
  }),
  z.object({ kind: z.literal("result"), state: paymentResultStateSchema }),
]);
export type SavePayResult = z.infer<typeof savePayResultSchema>;

// ----------------------------------------------------- POST /Payment/CheckQrCodeStatus

/** POST /Payment/CheckQrCodeStatus {qrId}. */
export const checkQrCodeStatusInputSchema = z.object({ qrId: qrIdSchema });
export type CheckQrCodeStatusInput = z.infer<typeof checkQrCodeStatusInputSchema>;

export const QR_CODE_STATUSES = ["pending", "paid", "failed", "expired"] as const;
export type QrCodeStatus = (typeof QR_CODE_STATUSES)[number];
export const qrCodeStatusValueSchema = z.enum(QR_CODE_STATUSES);

export const qrCodeStatusSchema = z.object({
  qrId: qrIdSchema,
  status: qrCodeStatusValueSchema,
  registrationId: registrationIdSchema,
  /** The payment-result page's state for this status (paymentResultForQrStatus). */
  result: paymentResultStateSchema,
});
export type QrCodeStatusDto = z.infer<typeof qrCodeStatusSchema>;

/**
 * What a person polling a QR code is told of its attempt. Money that has to go back (the
 * registration was lost meanwhile) reads as expired: the code no longer pays for anything.
 */
export function qrStatusOf(status: PaymentAttemptStatus): QrCodeStatus {
  switch (status) {
    case "pending":
      return "pending";
    case "succeeded":
      return "paid";
    case "declined":
      return "failed";
    case "expired":
    case "refundDue":
      return "expired";
  }
}

/** The payment-result page (SPEC §4) for a polled QR code. */
export function paymentResultForQrStatus(status: QrCodeStatus): PaymentResultState {
  switch (status) {
    case "pending":
      return "checking";
    case "paid":
      return "success";
    case "failed":
      return "error";
    case "expired":
      return "expired";
  }
}

// ---------------------------------------------------------- POST /Register/ApiRepeatPay

/**
 * POST /Register/ApiRepeatPay {RegistrationId}: an expired order's "repeat payment" (SPEC §4) —
 * a new 20-minute window if a slot can still be taken (409 SOLD_OUT otherwise); answers the Cart.
 */
export const repeatPayInputSchema = z.object({
  RegistrationId: registrationIdSchema,
  language: answerLanguageSchema,
});
export type RepeatPayInput = z.infer<typeof repeatPayInputSchema>;

// ------------------------------------------------------------ the way back from the acquirer

/**
 * Why the acquirer's page sent the person back without an answer about money, carried as
 * `?reason=` on the result page's address: `cancelled` — "back to the site" without paying (the
 * attempt is recorded as declined, so its status is definite and the page offers paying again).
 */
export const PAYMENT_RETURN_REASONS = ["cancelled"] as const;
export type PaymentReturnReason = (typeof PAYMENT_RETURN_REASONS)[number];
export const paymentReturnReasonSchema = z.enum(PAYMENT_RETURN_REASONS);
