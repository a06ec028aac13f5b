import { LEGACY_CONTRACT, currentUserSchema, redeemHandoffInputSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * POST /api/account/redeemHandoff, through this request's host: the code becomes a session here,
 * and core's Set-Cookie goes back to the browser for this host, as on login.
 */
export const redeemHandoff = publicProcedure
  .input(redeemHandoffInputSchema)
  .output(outputOf(currentUserSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.redeemHandoff, { body: input }));
