import { LEGACY_CONTRACT, raceQuerySchema, simpleCardInfoSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /Register/ApiSimpleCardInfo: the registration page's heading (public). */
export const getSimpleCard = publicProcedure
  .input(raceQuerySchema)
  .output(outputOf(simpleCardInfoSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getSimpleCard, { query: input }));
