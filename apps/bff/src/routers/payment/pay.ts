import { LEGACY_CONTRACT, savePayInputSchema, savePayResultSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * POST /Register/ApiSavePay {RegistrationId, PaymentType}: starts a payment — the acquirer's page
 * to go to (a path on this host, served through the BFF's /sandbox/* proxy), a QR code to poll,
 * or the result when nothing is left to pay.
 */
export const pay = authedProcedure
  .input(savePayInputSchema)
  .output(outputOf(savePayResultSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.pay, { body: input }));
