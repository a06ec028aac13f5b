import type { FastifyInstance } from "fastify";
import {
  applyDiscountCodeInputSchema,
  PROMO_CODE_MAX_LENGTH,
  raceQuerySchema,
  removeDiscountCodeInputSchema,
  type PromoCheckResult,
} from "@reg/domain";
import type { CoreContext } from "../../../context";
import { AppError } from "../../../http/app-error";
import { parseInput } from "../../../http/parse-input";
import { requireUser } from "../../../http/require-user";
import { registrationScope } from "../caller/request-scope";
import { signedIn } from "../caller/signed-in";
import { applyDiscountCode, checkPromo, removeDiscountCode } from "./promo-service";

/** The promo code calls: CheckPromoCode about a race, the discount of an own order applied or removed. */
export function registerPromoRoutes(app: FastifyInstance, context: CoreContext): void {
  app.post("/Register/CheckPromoCode", async (request): Promise<PromoCheckResult> => {
    await requireUser(context, request);
    const query = parseInput(raceQuerySchema, request.query);
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

  app.post("/Register/ApiApplyDiscountCode", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return applyDiscountCode(
      context,
      scope,
      user,
      parseInput(applyDiscountCodeInputSchema, request.body),
    );
  });

  app.post("/Register/ApiRemoveDiscountCode", async (request) => {
    const { user, scope } = await signedIn(context, request);
    return removeDiscountCode(
      context,
      scope,
      user,
      parseInput(removeDiscountCodeInputSchema, request.body),
    );
  });
}
