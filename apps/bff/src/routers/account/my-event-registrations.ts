import {
  MY_REGISTRATIONS_CALLS,
  myEventRegistrationsInputSchema,
  myEventRegistrationsSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * The signed-in person's standing at some events, race by race ("you are registered" on the event
 * page); the session decides whose, so no input can ask for another's. Never micro-cached.
 */
export const myEventRegistrations = authedProcedure
  .input(myEventRegistrationsInputSchema)
  .output(outputOf(myEventRegistrationsSchema))
  .query(({ ctx, input }) =>
    ctx.legacy.send(MY_REGISTRATIONS_CALLS.eventRegistrations, {
      // The codes travel joined by commas (String of the list), as the query schema reads them.
      query: { eventCodes: input.eventCodes },
    }),
  );
