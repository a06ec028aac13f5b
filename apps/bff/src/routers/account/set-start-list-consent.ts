import {
  MY_REGISTRATIONS_CALLS,
  startListConsentInputSchema,
  startListConsentSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** The start-list consent of one's own paid registration; another person's id is NOT_FOUND. */
export const setStartListConsent = authedProcedure
  .input(startListConsentInputSchema)
  .output(outputOf(startListConsentSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(MY_REGISTRATIONS_CALLS.setStartListConsent, { body: input }),
  );
