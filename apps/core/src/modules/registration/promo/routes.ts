import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT, PROMO_CODE_MAX_LENGTH } from "@reg/domain";
import type { CoreContext } from "../../../context";
import { AppError } from "../../../http/app-error";
import { requireUser } from "../../../http/require-user";
import { registrationScope } from "../caller/request-scope";
import { signedIn } from "../caller/signed-in";
import { applyDiscountCode, checkPromo, removeDiscountCode } from "./promo-service";
import { legacyRoute } from "../../../http/legacy-route";

/** The promo code calls: CheckPromoCode about a race, the discount of an own order applied or removed. */
export function registerPromoRoutes(app: FastifyInstance, context: CoreContext): void {
  legacyRoute(app, LEGACY_CONTRACT.checkPromo, async (request, _reply, parsed) => {
    await requireUser(context, request);
    const query = parsed().query;
    const code = request.body;
    if (typeof code === "string" && code.trim().length > PROMO_CODE_MAX_LENGTH)
      throw new AppError("VALIDATION_FAILED", { promoCode: "field.tooLong" });
    return checkPromo(
      context.db,
      await registrationScope(context, request),
      query,
      code,
      context.now(),
    );
  });

  legacyRoute(app, LEGACY_CONTRACT.applyPromo, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return applyDiscountCode(context, scope, user, parsed().body);
  });

  legacyRoute(app, LEGACY_CONTRACT.removePromo, async (request, _reply, parsed) => {
    const { user, scope } = await signedIn(context, request);
    return removeDiscountCode(context, scope, user, parsed().body);
  });
}
