import { LEGACY_CONTRACT, seriesPageQuerySchema, seriesPageSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/series/page: the series page's data; an unknown series is NOT_FOUND. */
export const page = publicProcedure
  .input(seriesPageQuerySchema)
  .output(outputOf(seriesPageSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.seriesPage, { query: input }));
