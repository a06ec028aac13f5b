import { occupationListSchema, occupationsQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { legacyPath } from "../legacy-path";

/** GET /Register/ApiGetOccupations: professions in the asked language (public). */
export const listOccupations = publicProcedure
  .input(occupationsQuerySchema)
  .output(outputOf(occupationListSchema))
  .query(({ ctx, input }) => ctx.legacy.call({ method: "GET", path: legacyPath("/Register/ApiGetOccupations", input), schema: occupationListSchema }));
