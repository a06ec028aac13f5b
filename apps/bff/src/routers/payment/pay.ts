import { z } from "zod";
import { LEGACY_CONTRACT, savePayInputSchema, savePayResultSchema } from "@reg/domain";
import { sessionCheckedByCoreProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { renamingFields } from "../legacy-fields";

const legacy = savePayInputSchema.shape;

/** camelCase on the tRPC side; the legacy call keeps SPEC §7's {RegistrationId, PaymentType}. */
export const payInputSchema = z.object({
  registrationId: legacy.RegistrationId,
  paymentType: legacy.PaymentType,
  language: legacy.language,
  /** Other orders paid by the same payment (ApiPay's payTogether; decision 0032). */
  alsoRegistrationIds: legacy.AlsoRegistrationIds,
});

/**
 * POST /Register/ApiSavePay: starts a payment — the acquirer's page to go to (a path on this host,
 * served through the BFF's /sandbox/* proxy), a QR code to poll, or the result when nothing is left
 * to pay.
 */
export const pay = sessionCheckedByCoreProcedure
  .input(payInputSchema)
  .output(outputOf(savePayResultSchema))
  .mutation(({ ctx, input }) =>
    renamingFields(
      ctx.legacy.send(LEGACY_CONTRACT.pay, {
        body: {
          RegistrationId: input.registrationId,
          PaymentType: input.paymentType,
          language: input.language,
          AlsoRegistrationIds: input.alsoRegistrationIds,
        },
      }),
      {
        RegistrationId: "registrationId",
        PaymentType: "paymentType",
        AlsoRegistrationIds: "alsoRegistrationIds",
      },
    ),
  );
