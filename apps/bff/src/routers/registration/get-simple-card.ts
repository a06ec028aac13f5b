import { raceQuerySchema, simpleCardInfoSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { legacyPath } from "../legacy-path";

/** GET /Register/ApiSimpleCardInfo: the registration page's heading (public). */
export const getSimpleCard = publicProcedure
  .input(raceQuerySchema)
  .output(outputOf(simpleCardInfoSchema))
  .query(({ ctx, input }) => ctx.legacy.call({ method: "GET", path: legacyPath("/Register/ApiSimpleCardInfo", input), schema: simpleCardInfoSchema }));
