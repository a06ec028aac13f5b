import { LEGACY_CONTRACT, cartSchema, registrationQuerySchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /Register/ApiCart: the order with its totals; an expired one reads with `state: "expired"`. */
export const getCart = authedProcedure
  .input(registrationQuerySchema)
  .output(outputOf(cartSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getCart, { query: input }));
