import { cartSchema, registrationQuerySchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { legacyPath } from "../legacy-path";

/** GET /Register/ApiCart: the order with its totals; an expired one reads with `state: "expired"`. */
export const getCart = authedProcedure
  .input(registrationQuerySchema)
  .output(outputOf(cartSchema))
  .query(({ ctx, input }) => ctx.legacy.call({ method: "GET", path: legacyPath("/Register/ApiCart", input), schema: cartSchema }));
