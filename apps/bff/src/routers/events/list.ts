import { listFilterInputSchema, listFilterResultSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

export const list = publicProcedure
  .input(listFilterInputSchema)
  .output(outputOf(listFilterResultSchema))
  .query(({ ctx, input }) => ctx.publicReads.eventList(input));
