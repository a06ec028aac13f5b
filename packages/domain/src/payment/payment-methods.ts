import { z } from "zod";

/**
 * Payment methods (SPEC §9), by an id that never changes: it is stored with each payment and sent
 * as `PaymentType` of POST /Register/ApiSavePay. Display order is this order.
 */
export const PAYMENT_METHODS = [
  "card",
  "qr",
  "sbp",
  "bankTransfer",
  "paypal",
  "assistBelarus",
  "uzcardHumo",
  "installments",
  "expressPay",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: "paymentMethod.notSelected" });

/** The card networks the "card" method accepts, for the logos beside it. */
export const CARD_NETWORKS = ["mir", "visa", "mastercard", "maestro", "unionpay"] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

/** Methods paid by scanning a code whose status the front polls with its qrId (POST /Payment/CheckQrCodeStatus). */
export const QR_PAYMENT_METHODS = ["qr", "sbp"] as const satisfies readonly PaymentMethod[];
export type QrPaymentMethod = (typeof QR_PAYMENT_METHODS)[number];

export function isQrPaymentMethod(method: PaymentMethod): method is QrPaymentMethod {
  return (QR_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);
}

/**
 * What the payment-result page shows (SPEC §2, §4): paid; checking (do not close the page);
 * expired (repeat the payment, slots may be gone); error (retry or change the method).
 */
export const PAYMENT_RESULT_STATES = ["success", "checking", "expired", "error"] as const;
export type PaymentResultState = (typeof PAYMENT_RESULT_STATES)[number];
export const paymentResultStateSchema = z.enum(PAYMENT_RESULT_STATES);
