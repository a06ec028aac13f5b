import { clubListInputSchema, clubListSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/clubs/list: a page of the clubs ranking, searched by name; micro-cached per Host. */
export const list = publicProcedure
  .input(clubListInputSchema)
  .output(outputOf(clubListSchema))
  .query(({ ctx, input }) => ctx.publicReads.clubList(input));
