import { compilationListSchema, compilationsQuerySchema, LEGACY_CONTRACT } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** The list page's recommended compilations, titles in the asked language. */
export const compilations = publicProcedure
  .input(compilationsQuerySchema.strict())
  .output(outputOf(compilationListSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.listCompilations, { query: input }));
