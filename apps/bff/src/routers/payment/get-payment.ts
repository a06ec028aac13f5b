import { LEGACY_CONTRACT, payInfoSchema, registrationQuerySchema } from "@reg/domain";
import { sessionCheckedByCoreProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { renamingFields } from "../legacy-fields";

/** GET /Register/ApiPay?RegistrationId=: the order's amount, the methods it can be paid with, its deadline and last attempt. */
export const getPayment = sessionCheckedByCoreProcedure
  .input(registrationQuerySchema)
  .output(outputOf(payInfoSchema))
  .query(({ ctx, input }) =>
    renamingFields(
      ctx.legacy.send(LEGACY_CONTRACT.getPayment, {
        query: { RegistrationId: input.registrationId, language: input.language },
      }),
      { RegistrationId: "registrationId" },
    ),
  );
