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
}

/** Where a verified callback goes: core's payments module applies it (idempotently). */
export type CallbackReceiver = (
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
) => Promise<void>;
