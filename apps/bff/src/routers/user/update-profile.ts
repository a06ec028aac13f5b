import { LEGACY_CONTRACT, profileInputSchema, profileSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /api/account/updateProfile: the session's own profile; the input names nobody. */
export const updateProfile = authedProcedure
  .input(profileInputSchema)
  .output(outputOf(profileSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.updateProfile, { body: input }));
