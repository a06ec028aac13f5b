import { LEGACY_CONTRACT, listFilterInputSchema, mapPointsResultSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** The map's points for the list's own filters (limit and offset are the list's and are ignored). */
export const mapPoints = publicProcedure
  .input(listFilterInputSchema)
  .output(outputOf(mapPointsResultSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.listMapPoints, { query: input }));
