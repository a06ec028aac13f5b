import {
  TAX_CALLS,
  taxCertificateQuerySchema,
  taxResendResultSchema,
  taxSubmitInputSchema,
  taxSubmitResultSchema,
  type TaxSubmitInput,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/**
 * The submit's input checked by its schema (bad fields are refused here, with their message ids)
 * but passed on as the browser sent it: the schema turns dates into calendar days, and core parses
 * the same wire text again with the same schema.
 */
function checkedSubmitInput(value: unknown): TaxSubmitInput {
  taxSubmitInputSchema.parse(value);
  return value as TaxSubmitInput;
}

/** Issues (or corrects) the certificates of a request; each is mailed with its PDF. */
export const submit = authedProcedure
  .input(checkedSubmitInput)
  .output(outputOf(taxSubmitResultSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TAX_CALLS.submit, { body: input }));

/** Mails one of the person's certificates again; anyone else's id is NOT_FOUND. */
export const resend = authedProcedure
  .input(taxCertificateQuerySchema)
  .output(outputOf(taxResendResultSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TAX_CALLS.resend, { body: input }));
