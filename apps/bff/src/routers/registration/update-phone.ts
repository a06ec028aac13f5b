import { LEGACY_CONTRACT, completePhoneInputSchema, completePhoneResultSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiCompletePhone: stores the account's mobile phone. */
export const updatePhone = authedProcedure
  .input(completePhoneInputSchema)
  .output(outputOf(completePhoneResultSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.updatePhone, { body: input }));
