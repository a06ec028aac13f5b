import {
  MY_REGISTRATIONS_CALLS,
  myRegistrationsInputSchema,
  myRegistrationsSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** The signed-in person's registrations, one page; per-person data, so never micro-cached. */
export const listRegistrations = authedProcedure
  .input(myRegistrationsInputSchema)
  .output(outputOf(myRegistrationsSchema))
  .query(({ ctx, input }) =>
    ctx.legacy.send(MY_REGISTRATIONS_CALLS.list, {
      query: { language: input.language, offset: input.offset ?? 0 },
    }),
  );
