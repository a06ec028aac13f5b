import type { PayInfo, PaymentResultState, SavePayResult } from "@reg/domain";
import type { PaymentStart } from "../data/registration-gateway";

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
