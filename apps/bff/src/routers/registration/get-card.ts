import { cardInfoSchema, raceQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { legacyPath } from "../legacy-path";

/** GET /Register/ApiCardInfo: the order layout's race card (public). */
export const getCard = publicProcedure
  .input(raceQuerySchema)
  .output(outputOf(cardInfoSchema))
  .query(({ ctx, input }) => ctx.legacy.call({ method: "GET", path: legacyPath("/Register/ApiCardInfo", input), schema: cardInfoSchema }));
