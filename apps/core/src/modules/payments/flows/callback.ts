import type { FastifyInstance } from "fastify";
import type { PaymentAttemptStatus } from "@reg/domain";
import { AppError } from "../../../http/app-error";
import { registerAcquirerNotificationRoute } from "./acquirer-notification-route";
import type { CallbackHeaders } from "../port/provider-port";
import type { CallbackBatches } from "../outcome/callback-batches";
import type { PaymentDeps } from "../payment-deps";

/**
 * An acquirer's callback as it arrived: only a body its signature vouches for is believed
 * (401 otherwise); a payment it does not know is 404. Applying it is idempotent; callbacks
 * arriving together are applied together (callback-batches.ts).
 */
export async function receiveCallback(
  deps: PaymentDeps,
  batches: CallbackBatches,
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
): Promise<PaymentAttemptStatus> {
  if (provider !== deps.provider.name) throw new AppError("NOT_FOUND");
  const callback = deps.provider.verifyCallback(rawBody, headers);
  if (!callback) throw new AppError("UNAUTHORIZED");
  return batches.apply(provider, callback);
}

/** POST /Payment/Callback/{provider}: `{ ok: true, status }` with the payment's status after. */
export async function registerCallbackRoute(
  app: FastifyInstance,
  deps: PaymentDeps,
  batches: CallbackBatches,
): Promise<void> {
  await registerAcquirerNotificationRoute(app, "/Payment/Callback/:provider", (...notification) =>
    receiveCallback(deps, batches, ...notification),
  );
}
