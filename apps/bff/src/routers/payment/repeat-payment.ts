import { LEGACY_CONTRACT, cartSchema, registrationBodySchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { renamingFields } from "../legacy-fields";

/** POST /Register/ApiRepeatPay {RegistrationId}: an expired order's new 20-minute window, if a slot is still there (SOLD_OUT if not). */
export const repeatPayment = authedProcedure
  .input(registrationBodySchema)
  .output(outputOf(cartSchema))
  .mutation(({ ctx, input }) =>
    renamingFields(
      ctx.legacy.send(LEGACY_CONTRACT.repeatPayment, {
        body: { RegistrationId: input.registrationId, language: input.language },
      }),
      { RegistrationId: "registrationId" },
    ),
  );
