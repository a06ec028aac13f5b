import { LEGACY_CONTRACT, runningClubListSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { noInput } from "../no-input";

/** GET /Register/ApiGetRunningClubs: the clubs of the participant form (public). */
export const listRunningClubs = publicProcedure
  .input(noInput)
  .output(outputOf(runningClubListSchema))
  .query(({ ctx }) => ctx.legacy.send(LEGACY_CONTRACT.listRunningClubs, {}));
