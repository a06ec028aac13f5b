import { productsSchema, registrationQuerySchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { legacyPath } from "../legacy-path";

/** GET /Register/ApiProducts: the race's insurance, services and products for this order. */
export const listProducts = authedProcedure
  .input(registrationQuerySchema)
  .output(outputOf(productsSchema))
  .query(({ ctx, input }) => ctx.legacy.call({ method: "GET", path: legacyPath("/Register/ApiProducts", input), schema: productsSchema }));
