import { eventPageQuerySchema, eventPageSchema, LEGACY_CONTRACT } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** One event's page (issue 8 item 2); core's 404 for an unknown code arrives as NOT_FOUND. */
export const page = publicProcedure
  .input(eventPageQuerySchema)
  .output(outputOf(eventPageSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.eventPage, { query: input }));
