import { LEGACY_CONTRACT, addProductInputSchema, cartSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiAddProductToCart. */
export const addProduct = authedProcedure
  .input(addProductInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.addProduct, { body: input }));
