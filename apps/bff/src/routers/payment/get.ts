import { LEGACY_CONTRACT, payInfoSchema, payQuerySchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /Register/ApiPay: the order's amount, the methods it can be paid with, its deadline and last attempt. */
export const get = authedProcedure
  .input(payQuerySchema)
  .output(outputOf(payInfoSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getPayment, { query: input }));
