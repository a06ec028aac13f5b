import { eventResultsQuerySchema, eventResultsSchema, LEGACY_CONTRACT } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** GET /api/results/event: the event's results state and its races; an unknown event is NOT_FOUND. */
export const event = publicProcedure
  .input(eventResultsQuerySchema)
  .output(outputOf(eventResultsSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.eventResults, { query: input }));
