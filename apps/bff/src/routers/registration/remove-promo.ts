import { LEGACY_CONTRACT, cartSchema, removeDiscountCodeInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiRemoveDiscountCode: takes the applied code off the order, giving its use back. */
export const removePromo = authedProcedure
  .input(removeDiscountCodeInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.removePromo, { body: input }));
