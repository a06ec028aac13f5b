import { careerListSchema, LEGACY_CONTRACT, pagesLanguageQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/pages/careers: the open positions. */
export const listCareers = publicProcedure
  .input(pagesLanguageQuerySchema)
  .output(outputOf(careerListSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.listCareers, { query: input }));
