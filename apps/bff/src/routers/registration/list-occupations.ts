import { LEGACY_CONTRACT, occupationListSchema, occupationsQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /Register/ApiGetOccupations: professions in the asked language (public). */
export const listOccupations = publicProcedure
  .input(occupationsQuerySchema)
  .output(outputOf(occupationListSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.listOccupations, { query: input }));
