import {
  MY_REGISTRATIONS_CALLS,
  resendConfirmationInputSchema,
  resendConfirmationSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** A paid registration's confirmation once more; core refuses a second within a minute (TOO_MANY_ATTEMPTS). */
export const resendConfirmation = authedProcedure
  .input(resendConfirmationInputSchema)
  .output(outputOf(resendConfirmationSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(MY_REGISTRATIONS_CALLS.resendConfirmation, { body: input }),
  );
