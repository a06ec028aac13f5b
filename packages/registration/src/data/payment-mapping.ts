import type { PayInfo, PaymentMethod, PaymentResultState, SavePayResult } from "@reg/domain";

/** How a payment goes on after POST /Register/ApiSavePay. */
export type PaymentStart =
  /** Card and installments: the acquirer's own checkout page, outside the SPA. */
  | { readonly kind: "redirect"; readonly url: string }
  /** QR / fast payment: a code to scan, whose status is polled by its qrId. */
  | {
      readonly kind: "qr";
      readonly qrId: string;
      readonly imageUrl: string;
      readonly paymentUrl: string | null;
    }
  /** The acquirer answered at once (a declined test card). */
  | { readonly kind: "result"; readonly state: PaymentResultState };

/** ApiSavePay's answer as the wizard goes on with it. */
export function paymentStartOf(result: SavePayResult): PaymentStart {
  switch (result.kind) {
    case "redirect":
      return { kind: "redirect", url: result.url };
    case "qr":
      return {
        kind: "qr",
        qrId: result.qrId,
        imageUrl: result.imageUrl,
        paymentUrl: result.paymentUrl,
      };
    case "result":
      return { kind: "result", state: result.state };
  }
}

/**
 * The payment-result screen's state from ApiPay: its own `result` once a payment was tried. Before
 * any attempt a paid order is a success and an expired one expired; an order that was never paid
 * reads as the error screen, whose "choose another method" leads to the payment step, rather than
 * "checking" a payment that does not exist.
 */
export function payInfoResult(info: Pick<PayInfo, "result" | "state">): PaymentResultState {
  if (info.result !== null) return info.result;
  if (info.state === "paid") return "success";
  if (info.state === "expired") return "expired";
  return "error";
}

/** The methods ApiPay offers for the order, in its order. */
export function paymentMethodsOf(info: Pick<PayInfo, "methods">): PaymentMethod[] {
  return info.methods.map((option) => option.method);
}
