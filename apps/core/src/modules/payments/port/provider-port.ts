import type { InstallmentPlanDto, Locale, PaymentMethod } from "@reg/domain";

/*
 * The port between core's payments module and an acquirer. The module decides what to charge and
 * what a payment means for a registration; the acquirer only takes money and says how it went.
 * The sandbox acquirer (../sandbox/) is the default implementation.
 */

/** What we ask the acquirer to charge. */
export interface PaymentRequest {
  /** Our payment id: the acquirer keeps it as the order id. */
  paymentId: string;
  method: PaymentMethod;
  amountKopecks: number;
  /** One line about the order, shown on the acquirer's page and statement. */
  description: string;
  language: Locale;
  /** Where the acquirer's page sends the browser back to: a path on the host the person is on. */
  returnPath: string;
  /**
   * The scheme and host the person is on (`http://localhost:5173`), for what leaves the browser —
   * a QR code scanned by a phone; null when the request did not tell it plainly.
   */
  origin: string | null;
  /** The payment window's end: the acquirer need not take the money after it. */
  expiresAt: Date;
  /** Installments: the plan the person agreed to; the amount is its first part. */
  installments: InstallmentPlanDto | null;
}

/** How the person goes on paying. */
export type PaymentAction =
  /** The acquirer's own page; `url` is a path on the person's host. */
  | { kind: "redirect"; url: string }
  /** A code to scan: `payload` is what it encodes; `paymentUrl` opens the payment on this device. */
  | { kind: "qr"; qrId: string; payload: string; paymentUrl: string | null };

export interface CreatedPayment {
  providerPaymentId: string;
  action: PaymentAction;
}

/** The acquirer's final answer about a payment. */
export type ProviderOutcome = "succeeded" | "declined";
export type ProviderStatus = "pending" | ProviderOutcome;

/** A callback the acquirer sent, once its signature was checked. */
export interface ProviderCallback {
  providerPaymentId: string;
  outcome: ProviderOutcome;
}

export type CallbackHeaders = Readonly<Record<string, string | string[] | undefined>>;

/**
 * A refund the acquirer made of one of its payments — the organizer refunded there — as its signed
 * notification tells it (decision 0043). Money only: what it does to us is core's to decide.
 */
export interface ProviderRefund {
  providerPaymentId: string;
  /** The acquirer's id of the refund: a notification told twice carries the same one. */
  refundId: string;
  amountKopecks: number;
  /**
   * The order refunded: a payment of several orders pays each its part (decision 0032), so the
   * refund names one. Null: the payment's only order (refused for a payment of several).
   */
  registrationId: string | null;
}

/** What a refund notification turned out to be once its signature was checked and its body read. */
export type VerifiedRefund =
  | { kind: "refund"; refund: ProviderRefund }
  /** No signature of ours on it: nothing in it is believed. */
  | { kind: "unsigned" }
  /** Signed, but no refund as the acquirer describes one: the fields that were wrong. */
  | { kind: "malformed"; fields: Record<string, string> };

export interface PaymentProvider {
  /** Stored with each payment; callbacks come to `/Payment/Callback/{name}`. */
  readonly name: string;
  /** The methods this acquirer takes, in PAYMENT_METHODS' order. */
  readonly methods: readonly PaymentMethod[];
  /** Opens a payment; throws when the acquirer cannot be reached. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The acquirer's view of a payment, to catch up with a callback that never came. */
  queryStatus(providerPaymentId: string): Promise<ProviderStatus>;
  /** The callback's raw body checked against its signature; null when it is not the acquirer's. */
  verifyCallback(rawBody: string, headers: CallbackHeaders): ProviderCallback | null;
  /** A refund notification's raw body checked against its signature (the callbacks' scheme), then read. */
  verifyRefundCallback(rawBody: string, headers: CallbackHeaders): VerifiedRefund;
}

/** Where a verified callback goes: core's payments module applies it (idempotently). */
export type CallbackReceiver = (
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
) => Promise<void>;

/** Where a refund notification goes: core's payments module records it (idempotently) and answers. */
export type RefundCallbackReceiver = (
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
) => Promise<RefundNotificationAnswer>;

/** What the merchant answered a refund notification: 200 with what it did, or its refusal. */
export type RefundNotificationAnswer =
  | { ok: true; status: "recorded" | "alreadyRecorded" }
  | { ok: false; httpStatus: number; code: string; fields?: Record<string, string> };
