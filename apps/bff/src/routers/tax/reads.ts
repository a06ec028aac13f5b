import {
  TAX_CALLS,
  taxCertificateListSchema,
  taxPreviewInputSchema,
  taxPreviewSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { noInput } from "../no-input";
import { outputOf } from "../../validation/validated";

/**
 * What a request would certify, grouped by organizer, what it leaves out and why, and what a
 * submit would do (or the rejection code with the certificates it is about). Per person, never cached.
 */
export const preview = authedProcedure
  .input(taxPreviewInputSchema)
  .output(outputOf(taxPreviewSchema))
  .query(({ ctx, input }) => ctx.legacy.send(TAX_CALLS.preview, { body: input }));

/** The person's certificates, newest first, with their states (issued, needsCorrection, corrected). */
export const list = authedProcedure
  .input(noInput)
  .output(outputOf(taxCertificateListSchema))
  .query(({ ctx }) => ctx.legacy.send(TAX_CALLS.list, {}));
