import { LEGACY_CONTRACT, policyRequestInputSchema, policyRequestResultSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiPolicyRequest: a 1-day insurance policy for the race day, put in the cart. */
export const requestPolicy = authedProcedure
  .input(policyRequestInputSchema)
  .output(outputOf(policyRequestResultSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.requestPolicy, { body: input }));
