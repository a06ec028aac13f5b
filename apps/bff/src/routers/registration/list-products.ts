import { LEGACY_CONTRACT, productsSchema, registrationQuerySchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /Register/ApiProducts: the race's insurance, services and products for this order. */
export const listProducts = authedProcedure
  .input(registrationQuerySchema)
  .output(outputOf(productsSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.listProducts, { query: input }));
