import { addProductInputSchema, cartSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiAddProductToCart. */
export const addProduct = authedProcedure
  .input(addProductInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.call({ method: "POST", path: "/Register/ApiAddProductToCart", schema: cartSchema, body: input }));
