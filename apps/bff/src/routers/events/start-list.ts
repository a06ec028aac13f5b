import { LEGACY_CONTRACT, startListInputSchema, startListResultSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** One page of an event's start list (issue 8 item 2): search by name, club or city; consent kept by core. */
export const startList = publicProcedure
  .input(startListInputSchema)
  .output(outputOf(startListResultSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.startList, { query: input }));
