import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error";
import { registerAcquirerNotificationRoute } from "./acquirer-notification-route";
import type { CallbackHeaders } from "../port/provider-port";
import type { PaymentDeps } from "../payment-deps";
import {
  recordAcquirerRefund,
  type RefundNoticeOptions,
  type RefundRecordStatus,
} from "../refunds/record-refund";

/**
 * An acquirer's refund notification as it arrived (decision 0043): only a body its signature
 * vouches for is believed (401 otherwise, as the payment callback), a signed body that is no refund
 * is 400 with its fields; then it is recorded once (record-refund.ts), or refused with a code.
 */
export async function receiveRefundCallback(
  deps: PaymentDeps,
  notices: RefundNoticeOptions,
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
): Promise<RefundRecordStatus> {
  if (provider !== deps.provider.name) throw new AppError("NOT_FOUND");
  const verified = deps.provider.verifyRefundCallback(rawBody, headers);
  if (verified.kind === "unsigned") throw new AppError("UNAUTHORIZED");
  if (verified.kind === "malformed") throw new AppError("VALIDATION_FAILED", verified.fields);
  return recordAcquirerRefund(deps, provider, verified.refund, notices);
}

/**
 * POST /Payment/Callback/{provider}/refund: the acquirer's refund notification.
 * `{ ok: true, status: "recorded" | "alreadyRecorded" }`.
 */
export async function registerRefundCallbackRoute(
  app: FastifyInstance,
  deps: PaymentDeps,
  notices: RefundNoticeOptions,
): Promise<void> {
  await registerAcquirerNotificationRoute(
    app,
    "/Payment/Callback/:provider/refund",
    (...notification) => receiveRefundCallback(deps, notices, ...notification),
  );
}
