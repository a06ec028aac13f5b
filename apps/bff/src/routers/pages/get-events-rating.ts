import { eventsRatingSchema, LEGACY_CONTRACT, pagesLanguageQuerySchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/pages/eventsRating: rated events, best first, verified ratings marked. */
export const getEventsRating = publicProcedure
  .input(pagesLanguageQuerySchema)
  .output(outputOf(eventsRatingSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getEventsRating, { query: input }));
