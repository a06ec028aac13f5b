import { LEGACY_CONTRACT, profileSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { noInput } from "../no-input";
import { outputOf } from "../../validation/validated";

/** GET /api/account/profile: the signed-in person's own profile. */
export const getProfile = authedProcedure
  .input(noInput)
  .output(outputOf(profileSchema))
  .query(({ ctx }) => ctx.legacy.send(LEGACY_CONTRACT.getProfile, {}));
