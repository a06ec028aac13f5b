import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { requireUser } from "../../../http/require-user";
import { inputOfCaller, registrationScope, sessionCaller } from "../../registration";
import { requestOrigin } from "./order-links";
import type { PaymentDeps } from "../payment-deps";
import { qrCodeStatus } from "./qr-status";
import { repeatPayment } from "./repeat-payment";
import type { PayBatches } from "./pay-batches";
import type { PayInfoBatches } from "./pay-info-batches";
import { legacyRoute } from "../../../http/legacy-route";

/**
 * The payment calls of the legacy contract. All need the session (401 first, before the input is
 * looked at); a registration or QR code of someone else is 404.
 */
export function registerPaymentRoutes(
  app: FastifyInstance,
  context: CoreContext,
  deps: PaymentDeps,
  pays: PayBatches,
  reads: PayInfoBatches,
): void {
  const signedIn = async (request: Parameters<typeof requireUser>[1]) => ({
    user: await requireUser(context, request),
    scope: await registrationScope(context, request),
  });

  // The rush's payment calls: the session is checked by the order's own read (inputOfCaller).
  legacyRoute(app, LEGACY_CONTRACT.getPayment, async (request, _reply, parsed) => {
    const caller = sessionCaller(context, request);
    const scope = await registrationScope(context, request);
    const { query } = await inputOfCaller(caller, parsed);
    return reads.read({ scope, caller, query });
  });

  legacyRoute(app, LEGACY_CONTRACT.pay, async (request, _reply, parsed) => {
    const caller = sessionCaller(context, request);
    const scope = await registrationScope(context, request);
    const { body } = await inputOfCaller(caller, parsed);
    return pays.start({ request: { scope, caller, origin: requestOrigin(request) }, input: body });
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
