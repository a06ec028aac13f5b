import { issuedHandoffSchema, issueHandoffInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * POST /api/account/issueHandoff: a one-time code that carries the signed-in person's session to
 * a custom tenant's app on `host`, whose cookies the portal's never reach (docs/decisions/0008 §3).
 */
export const issueHandoff = authedProcedure
  .input(issueHandoffInputSchema)
  .output(outputOf(issuedHandoffSchema))
  .mutation(({ ctx, input }) => ctx.legacy.call({ method: "POST", path: "/api/account/issueHandoff", schema: issuedHandoffSchema, body: input }));
