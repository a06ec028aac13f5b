import { PAYMENT_METHODS, type PaymentMethod, type PaymentResultState } from "@reg/domain";

/** Where a started payment stands, kept with the wizard so a reload keeps polling the same QR. */
export interface PaymentProgress {
  readonly state: PaymentResultState;
  /** The method paid with, for "try again"; null when the window ran out before any payment. */
  readonly method: PaymentMethod | null;
  readonly qr: {
    readonly qrId: string;
    readonly imageUrl: string;
    readonly paymentUrl: string | null;
  } | null;
  /** ISO instant the payment was sent, for the 1-hour support rule. */
  readonly paidAt: string;
  /**
   * The other orders the payment settles with this one (decision 0032), for "try again"; absent in
   * progress kept before paying together existed, which paid this order alone.
   */
  readonly also?: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const STATES: readonly string[] = ["success", "checking", "expired", "error"];

/** A kept progress read back from storage; null when absent or not of this shape. */
export function asPaymentProgress(value: unknown): PaymentProgress | null {
  if (!isRecord(value) || typeof value.paidAt !== "string") return null;
  if (typeof value.state !== "string" || !STATES.includes(value.state)) return null;
  if (value.method !== null && !(PAYMENT_METHODS as readonly unknown[]).includes(value.method))
    return null;
  const qr = value.qr;
  if (
    qr !== null &&
    !(isRecord(qr) && typeof qr.qrId === "string" && typeof qr.imageUrl === "string")
  )
    return null;
  const also = value.also;
  if (also !== undefined && !(Array.isArray(also) && also.every((id) => typeof id === "string")))
    return null;
  return value as unknown as PaymentProgress;
}
