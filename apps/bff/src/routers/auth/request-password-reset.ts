import {
  LEGACY_CONTRACT,
  passwordResetRequestedSchema,
  requestPasswordResetInputSchema,
} from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /api/account/requestPasswordReset: the same answer whether or not the e-mail has an account. */
export const requestPasswordReset = publicProcedure
  .input(requestPasswordResetInputSchema)
  .output(outputOf(passwordResetRequestedSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(LEGACY_CONTRACT.requestPasswordReset, { body: input }),
  );
