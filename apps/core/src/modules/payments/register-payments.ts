import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { CoreContext } from "../../context";
import { SandboxAcquirer } from "./sandbox/sandbox-acquirer";
import { registerSandboxRoutes } from "./sandbox/sandbox-routes";
import { receiveCallback, registerCallbackRoute } from "./flows/callback";
import type { PaymentDeps } from "./payment-deps";
import { CallbackBatches } from "./outcome/callback-batches";
import { PayBatches } from "./flows/pay-batches";
import { AcquirerIdWrites } from "./attempts/acquirer-ids";
import { PayInfoBatches } from "./flows/pay-info-batches";
import { registerPaymentRoutes } from "./flows/routes";
import { receiveRefundCallback, registerRefundCallbackRoute } from "./flows/refund-callback";
import { SandboxRefunds } from "./sandbox/sandbox-refunds";
import { AppError } from "../../http/app-error";

export interface PaymentsOptions {
  /** The secret acquirer callbacks are signed with; a random one per process when unset. */
  callbackSecret?: string;
  /** Also accepted on callbacks, during a rotation (CoreServerConfig.paymentCallbackSecretPrevious). */
  previousCallbackSecret?: string;
  /** The sandbox's callbacks this late (SandboxAcquirerOptions.callbackDelayMs). */
  callbackDelayMs?: number;
  /** The portal's base URL: a refund's notice links to its tax-deduction page. */
  portalUrl: string;
}

/**
 * Payments in core: the sandbox acquirer (the default provider) with its pages, the payment calls
 * of the contract and the callback endpoint. The sandbox "sends" its callbacks in process to the
 * same handler the endpoint uses.
 */
export async function registerPayments(
  app: FastifyInstance,
  context: CoreContext,
  options: PaymentsOptions,
): Promise<void> {
  const callbackSecret = options.callbackSecret ?? randomBytes(32).toString("hex");
  const acquirer = new SandboxAcquirer({
    db: context.db,
    now: context.now,
    callbackSecret,
    previousCallbackSecret: options.previousCallbackSecret,
    deliver: async (provider, rawBody, headers) => {
      await receiveCallback(deps, batches, provider, rawBody, headers);
    },
    onDeliveryError: (error) => app.log.error({ err: error }, "sandbox callback not applied"),
    callbackDelayMs: options.callbackDelayMs,
  });
  const deps: PaymentDeps = {
    db: context.db,
    now: context.now,
    provider: acquirer,
    metrics: context.metrics,
    acquirerIds: new AcquirerIdWrites(context.db),
    races: context.races,
  };
  const batches = new CallbackBatches(deps);
  const notices = { portalUrl: options.portalUrl };
  // The sandbox's refund notifications (decision 0043), "sent" in process to the endpoint's handler;
  // a refusal comes back as the answer the acquirer would read, anything else is a failed delivery.
  const refunds = new SandboxRefunds({
    db: context.db,
    now: context.now,
    callbackSecret,
    provider: acquirer.name,
    deliver: async (provider, rawBody, headers) => {
      try {
        return {
          ok: true,
          status: await receiveRefundCallback(deps, notices, provider, rawBody, headers),
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return {
          ok: false,
          httpStatus: error.statusCode,
          code: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
        };
      }
    },
    onDeliveryError: (error) =>
      app.log.error({ err: error }, "sandbox refund notification not applied"),
  });
  registerPaymentRoutes(app, context, deps, new PayBatches(deps), new PayInfoBatches(deps));
  await registerCallbackRoute(app, deps, batches);
  await registerRefundCallbackRoute(app, deps, notices);
  await registerSandboxRoutes(app, acquirer, refunds, context.now);
}
