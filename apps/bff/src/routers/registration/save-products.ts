import { LEGACY_CONTRACT, cartSchema, saveProductsInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiSaveProducts: the options step's whole choice; counts over stock come back lowered. */
export const saveProducts = authedProcedure
  .input(saveProductsInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.saveProducts, { body: input }));
