import { LEGACY_CONTRACT, raceQuerySchema, registrationInitSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * GET /Register/ApiInit. Open to anonymous visitors (`isAuthorized: false`, the race's own
 * availability); with a session it names the person's own registration, so it is never cached.
 */
export const getInit = publicProcedure
  .input(raceQuerySchema)
  .output(outputOf(registrationInitSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getInit, { query: input }));
