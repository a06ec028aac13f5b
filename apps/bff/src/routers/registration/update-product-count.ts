import { LEGACY_CONTRACT, cartSchema, setProductCountInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiSetProductCount {RegistrationId, CartItemId, Count}: SPEC §7's own names. */
export const updateProductCount = authedProcedure
  .input(setProductCountInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.setProductCount, { body: input }));
