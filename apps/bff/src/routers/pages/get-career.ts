import { careerQuerySchema, careerSchema, LEGACY_CONTRACT } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/pages/career: one opening; an unknown or malformed id is NOT_FOUND. */
export const getCareer = publicProcedure
  .input(careerQuerySchema)
  .output(outputOf(careerSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getCareer, { query: input }));
