import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { requireUser } from "../../../http/require-user";
import { registrationScope } from "../../registration";
import { requestOrigin } from "./order-links";
import { payInfo } from "./pay-info";
import type { PaymentDeps } from "../payment-deps";
import { qrCodeStatus } from "./qr-status";
import { repeatPayment } from "./repeat-payment";
import { startPayment } from "./start-payment";
import { legacyRoute } from "../../../http/legacy-route";

/**
 * The payment calls of the legacy contract. All need the session (401 first, before the input is
 * looked at); a registration or QR code of someone else is 404.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  context: CoreContext,
  deps: PaymentDeps,
): void {
  const signedIn = async (request: Parameters<typeof requireUser>[1]) => ({
    user: await requireUser(context, request),
    scope: await registrationScope(context, request),
  });

  legacyRoute(app, LEGACY_CONTRACT.getPayment, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(request);
    return payInfo(deps, scope, user, parsed().query);
  });

  legacyRoute(app, LEGACY_CONTRACT.pay, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(request);
    return startPayment(deps, { scope, user, origin: requestOrigin(request) }, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.getQrStatus, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(request);
    return qrCodeStatus(deps, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.repeatPayment, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(request);
    return repeatPayment(deps, scope, user, parsed().body);
  });
}
