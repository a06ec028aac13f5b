import {
  paymentResultForQrStatus,
  qrStatusOf,
  type CheckQrCodeStatusInput,
  type QrCodeStatusDto,
} from "@reg/domain";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";
import { ownRegistrationWithRace } from "../../registration";
import { catchUpWithAcquirer } from "../outcome/apply-outcome";
import type { PaymentDeps } from "../payment-deps";
import { findPaymentByQrId, toAttempt } from "../attempts/payment-queries";

/**
 * POST /Payment/CheckQrCodeStatus: how the QR code's payment stands, as the front polls it. A code
 * of someone else's is as unknown as none. A pending one is first checked with the acquirer, so a
 * lost callback cannot leave a paid code "pending".
 */
export async function qrCodeStatus(
  deps: PaymentDeps,
  scope: string | null,
  user: UserRow,
  input: CheckQrCodeStatusInput,
): Promise<QrCodeStatusDto> {
  const found = await findPaymentByQrId(deps.db, input.qrId);
  if (!found || (found.userId !== user.id && found.madeByUserId !== user.id))
    throw new AppError("NOT_FOUND");
  await ownRegistrationWithRace(deps, {
    scope,
    user,
    registrationId: found.payment.registrationId,
  });
  const payment = (await catchUpWithAcquirer(deps, found.payment))
    ? ((await findPaymentByQrId(deps.db, input.qrId))?.payment ?? found.payment)
    : found.payment;
  const status = qrStatusOf(toAttempt(payment, deps.now()).status);
  return {
    qrId: input.qrId,
    status,
    registrationId: payment.registrationId,
    result: paymentResultForQrStatus(status),
  };
}
