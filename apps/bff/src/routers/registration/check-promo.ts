import {
  freeTextSchema,
  LEGACY_CONTRACT,
  PROMO_CODE_MAX_LENGTH,
  promoCheckResultSchema,
  raceQuerySchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** The race and the code; an empty one reaches core, which names it (fields.promoCode = promo.empty). */
export const checkPromoInputSchema = raceQuerySchema.extend({
  promoCode: freeTextSchema(PROMO_CODE_MAX_LENGTH),
});

/** POST /Register/CheckPromoCode?eventCode=&raceCode= with the code as a JSON string: the gate before registering. */
export const checkPromo = authedProcedure
  .input(checkPromoInputSchema)
  .output(outputOf(promoCheckResultSchema))
  .query(({ ctx, input }) => {
    const { promoCode, ...race } = input;
    return ctx.legacy.send(LEGACY_CONTRACT.checkPromo, { query: race, body: promoCode });
  });
