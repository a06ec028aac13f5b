import { LEGACY_CONTRACT, currentUserSchema, resetPasswordInputSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * POST /api/account/resetPassword: the mailed token sets the new password of its own account and
 * signs the person in; core's Set-Cookie goes back to the browser, as on login.
 */
export const resetPassword = publicProcedure
  .input(resetPasswordInputSchema)
  .output(outputOf(currentUserSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.resetPassword, { body: input }));
