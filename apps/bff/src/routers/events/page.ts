import { eventPageQuerySchema, eventPageSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * One event's page (issue 8 item 2), micro-cached like the event list (decisions 0004, 0018): a
 * rush on a popular event's page reaches core once per code and language per TTL. Core's 404 for
 * an unknown code arrives as NOT_FOUND and is never stored.
 */
export const page = publicProcedure
  .input(eventPageQuerySchema)
  .output(outputOf(eventPageSchema))
  .query(({ ctx, input }) => ctx.publicReads.eventPage(input));
