import { LEGACY_CONTRACT, applyDiscountCodeInputSchema, cartSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiApplyDiscountCode: takes one use of the code (a previous code's use is given back). */
export const applyPromo = authedProcedure
  .input(applyDiscountCodeInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.applyPromo, { body: input }));
