import { LEGACY_CONTRACT, cardInfoSchema, raceQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /Register/ApiCardInfo: the order layout's race card (public). */
export const getCard = publicProcedure
  .input(raceQuerySchema)
  .output(outputOf(cardInfoSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getCard, { query: input }));
