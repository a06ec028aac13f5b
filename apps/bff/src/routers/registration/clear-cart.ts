import { LEGACY_CONTRACT, clearedCartSchema, registrationBodySchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiClearCart: "delete and continue": the draft goes, its slot, stock and promo use are given back. */
export const clearCart = authedProcedure
  .input(registrationBodySchema)
  .output(outputOf(clearedCartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.clearCart, { body: input }));
