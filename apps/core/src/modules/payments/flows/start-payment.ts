import { randomUUID } from "node:crypto";
import type { PayOption, SavePayInput, SavePayResult } from "@reg/domain";
import { retryOnConflict } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import type { PaymentAction } from "../port/provider-port";
import { qrSvgDataUrl } from "../../../html/qr-image";
import type { UserRow } from "../../account";
import {
  cartView,
  ownRegistrationWithRace,
  eventName,
  raceName,
  lockOwnRegistration,
  type RegistrationRecord,
} from "../../registration";
import { giftOfRegistration, giftPagePath } from "../../gifts";
import { FREE_ORDER_PROVIDER, type PaymentDeps } from "../payment-deps";
import {
  deleteUnopenedPayment,
  insertPayment,
  setProviderIds,
  type PaymentRow,
} from "../attempts/payment-queries";
import { successPath } from "./order-links";
import { payOptionsFor } from "./pay-options";
import { settlePaid } from "../outcome/settle-payment";

export interface PayRequest {
  scope: string | null;
  user: UserRow;
  /** The browser's scheme and host, for a QR code's link (requestOrigin). */
  origin: string | null;
}

/** Only an order awaiting its payment, in its window, can be paid; the code says why not. */
function assertPayable(registration: RegistrationRecord): void {
  if (registration.effective === "awaitingPayment") return;
  if (
    registration.effective === "expired" ||
    (registration.state === "draft" && registration.effective === "cancelled")
  )
    throw new AppError("REGISTRATION_EXPIRED");
  throw new AppError("INVALID_STATE");
}

type Opened =
  { kind: "paid" } | { kind: "open"; payment: PaymentRow; option: PayOption; description: string };

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
 * POST /Register/ApiSavePay: a new payment attempt of the order with the chosen method. The
 * attempt is written under the registration's lock (so the amount is the order's as it stands);
 * the acquirer is called after, outside any lock. An order that costs nothing is paid at once.
 * A paid registration answers success again (a second press of "pay" is harmless).
 */
export async function startPayment(
  deps: PaymentDeps,
  request: PayRequest,
  input: SavePayInput,
): Promise<SavePayResult> {
  const { record } = await ownRegistrationWithRace(deps, {
    scope: request.scope,
    user: request.user,
    registrationId: input.RegistrationId,
  });
  const opened = await retryOnConflict(() =>
    deps.db.transaction(async (tx): Promise<Opened> => {
      const now = deps.now();
      const registration = await lockOwnRegistration(
        tx,
        input.RegistrationId,
        request.user.id,
        now,
      );
      if (registration.state === "paid") return { kind: "paid" };
      assertPayable(registration);
      const cart = await cartView(tx, registration, record, input.language);
      const option = payOptionsFor(cart, deps.provider.methods, registration.createdAt).find(
        (o) => o.method === input.PaymentType,
      );
      if (!option) throw new AppError("VALIDATION_FAILED", { PaymentType: "field.invalid" });
      const free = option.amountKopecks === 0;
      const id = randomUUID();
      const payment = await insertPayment(tx, {
        id,
        registrationId: registration.id,
        provider: free ? FREE_ORDER_PROVIDER : deps.provider.name,
        providerPaymentId: free ? id : null,
        method: option.method,
        status: "pending",
        language: input.language,
        amountKopecks: option.amountKopecks,
        totalKopecks: option.totalKopecks,
        installmentPlan: option.installments,
        createdAt: now,
        updatedAt: now,
        expiresAt: registration.expiresAt,
      });
      if (free) {
        await settlePaid(tx, registration, payment, now);
        return { kind: "paid" };
      }
      return {
        kind: "open",
        payment,
        option,
        description: `${eventName(record.event, input.language)} — ${raceName(record.race, input.language)}`,
      };
    }),
  );
  if (opened.kind === "paid") return { kind: "result", state: "success" };
  const { payment, option } = opened;
  // A gift's payment returns to the gift's page, where its code is shown (decision 0031).
  const giftId = await giftOfRegistration(deps.db, payment.registrationId);
  let created;
  try {
    created = await deps.provider.createPayment({
      paymentId: payment.id,
      method: option.method,
      amountKopecks: option.amountKopecks,
      description: opened.description,
      language: input.language,
      returnPath:
        giftId === null
          ? successPath(record.event.code, record.race.code, payment.registrationId)
          : giftPagePath(giftId),
      origin: request.origin,
      expiresAt: payment.expiresAt,
      installments: option.installments,
    });
  } catch {
    await deleteUnopenedPayment(deps.db, payment.id);
    throw new AppError("UPSTREAM_UNAVAILABLE");
  }
  await setProviderIds(
    deps.db,
    payment.id,
    created.providerPaymentId,
    created.action.kind === "qr" ? created.action.qrId : null,
    deps.now(),
  );
  return toResult(payment, created.action);
}
