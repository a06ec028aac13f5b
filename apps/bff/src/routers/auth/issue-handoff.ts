import { LEGACY_CONTRACT, issuedHandoffSchema, issueHandoffInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * POST /api/account/issueHandoff: a one-time code that carries the signed-in person's session to
 * a custom tenant's app on `host`, whose cookies the portal's never reach (docs/decisions/0008 §3).
 */
export const issueHandoff = authedProcedure
  .input(issueHandoffInputSchema)
  .output(outputOf(issuedHandoffSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.issueHandoff, { body: input }));
