import { LEGACY_CONTRACT, raceResultsInputSchema, raceResultsSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/results/race: a page of a race's results, searched by name or bib, filtered by gender and category. */
export const race = publicProcedure
  .input(raceResultsInputSchema)
  .output(outputOf(raceResultsSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.raceResults, { query: input }));
