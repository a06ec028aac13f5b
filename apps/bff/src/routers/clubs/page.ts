import { CLUB_CALLS, clubPageInputSchema, clubPageSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/clubs/page: a club's totals, best finishers and results; an unknown club is NOT_FOUND. */
export const page = publicProcedure
  .input(clubPageInputSchema)
  .output(outputOf(clubPageSchema))
  .query(({ ctx, input }) => ctx.legacy.send(CLUB_CALLS.page, { query: input }));
