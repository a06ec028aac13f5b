import { LEGACY_CONTRACT, cartSchema, repeatPayInputSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Register/ApiRepeatPay {RegistrationId}: an expired order's new 20-minute window, if a slot is still there (SOLD_OUT if not). */
export const repeat = authedProcedure
  .input(repeatPayInputSchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.repeatPayment, { body: input }));
