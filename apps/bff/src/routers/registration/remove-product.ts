import { LEGACY_CONTRACT, cartSchema, removeProductInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiRemoveProductFromCart: an option's line out (the slot's line stays). */
export const removeProduct = authedProcedure
  .input(removeProductInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.removeProduct, { body: input }));
