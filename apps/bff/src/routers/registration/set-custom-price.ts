import { LEGACY_CONTRACT, cartSchema, setCustomPriceInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/SetCustomPrice: the line's bounds are core's (fields.priceKopecks when outside). */
export const setCustomPrice = authedProcedure
  .input(setCustomPriceInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.setCustomPrice, { body: input }));
