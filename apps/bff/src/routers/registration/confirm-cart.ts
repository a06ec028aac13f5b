import { LEGACY_CONTRACT, cartSchema, registrationBodySchema } from "@reg/domain";
import { sessionCheckedByCoreProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/Cart: the order is adjusted to stock, confirmed, and waits for its payment. */
export const confirmCart = sessionCheckedByCoreProcedure
  .input(registrationBodySchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.confirmCart, { body: input }));
