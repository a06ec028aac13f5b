import type { FastifyInstance } from "fastify";
import { checkQrCodeStatusInputSchema, payQuerySchema, repeatPayInputSchema, savePayInputSchema } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { parseInput } from "../../../http/parse-input";
import { requireUser } from "../../../http/require-user";
import { registrationScope } from "../../registration";
import { requestOrigin } from "./order-links";
import { payInfo } from "./pay-info";
import type { PaymentDeps } from "../payment-deps";
import { qrCodeStatus } from "./qr-status";
import { repeatPayment } from "./repeat-payment";
import { startPayment } from "./start-payment";

/**
 * The payment calls of the legacy contract. All need the session (401 first, before the input is
 * looked at); a registration or QR code of someone else is 404.
 */
export function registerPaymentRoutes(app: FastifyInstance, context: CoreContext, deps: PaymentDeps): void {
  const signedIn = async (request: Parameters<typeof requireUser>[1]) => ({
    user: await requireUser(context, request),
    scope: await registrationScope(context, request),
  });

  app.get("/Register/ApiPay", async (request) => {
    const { user, scope } = await signedIn(request);
    return payInfo(deps, scope, user, parseInput(payQuerySchema, request.query));
  });

  app.post("/Register/ApiSavePay", async (request) => {
    const { user, scope } = await signedIn(request);
    return startPayment(deps, { scope, user, origin: requestOrigin(request) }, parseInput(savePayInputSchema, request.body));
  });

  app.post("/Payment/CheckQrCodeStatus", async (request) => {
    const { user, scope } = await signedIn(request);
    return qrCodeStatus(deps, scope, user, parseInput(checkQrCodeStatusInputSchema, request.body));
  });

  app.post("/Register/ApiRepeatPay", async (request) => {
    const { user, scope } = await signedIn(request);
    return repeatPayment(deps, scope, user, parseInput(repeatPayInputSchema, request.body));
  });
}
