import type { InstallmentPlanDto, Locale, PaymentMethod, SavePayResult } from "@reg/domain";
import { AppError } from "../../../http/app-error";
import { qrSvgDataUrl } from "../../../html/qr-image";
import type { PaymentAction } from "../port/provider-port";
import type { PaymentDeps } from "../payment-deps";
import { deleteUnopenedPayment, type PaymentRow } from "../attempts/payment-queries";

/** What the acquirer is asked to charge for a payment row just written. */
export interface AcquirerOrder {
  payment: PaymentRow;
  method: PaymentMethod;
  amountKopecks: number;
  installments: InstallmentPlanDto | null;
  description: string;
  language: Locale;
  returnPath: string;
  origin: string | null;
}

function toResult(payment: PaymentRow, action: PaymentAction): SavePayResult {
  if (action.kind === "redirect")
    return { kind: "redirect", paymentId: payment.id, url: action.url };
  return {
    kind: "qr",
    paymentId: payment.id,
    qrId: action.qrId,
    qrPayload: action.payload,
    imageUrl: qrSvgDataUrl(action.payload),
    paymentUrl: action.paymentUrl,
    expiresAt: payment.expiresAt.toISOString(),
  };
}

/**
 * Opens the written attempt with the acquirer, outside any lock, and keeps its ids. An acquirer
 * that cannot be reached leaves no attempt behind (no money can move for it).
 */
export async function openWithAcquirer(
  deps: PaymentDeps,
  order: AcquirerOrder,
): Promise<SavePayResult> {
  const { payment } = order;
  let created;
  try {
    created = await deps.provider.createPayment({
      paymentId: payment.id,
      method: order.method,
      amountKopecks: order.amountKopecks,
      description: order.description,
      language: order.language,
      returnPath: order.returnPath,
      origin: order.origin,
      expiresAt: payment.expiresAt,
      installments: order.installments,
    });
  } catch {
    await deleteUnopenedPayment(deps.db, payment.id);
    throw new AppError("UPSTREAM_UNAVAILABLE");
  }
  await deps.acquirerIds.keep({
    paymentId: payment.id,
    providerPaymentId: created.providerPaymentId,
    qrId: created.action.kind === "qr" ? created.action.qrId : null,
    now: deps.now(),
  });
  return toResult(payment, created.action);
}
