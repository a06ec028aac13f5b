import { LEGACY_CONTRACT, checkQrCodeStatusInputSchema, qrCodeStatusSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** POST /Payment/CheckQrCodeStatus {qrId}: a read the payment page polls, so a query here. */
export const getQrStatus = authedProcedure
  .input(checkQrCodeStatusInputSchema)
  .output(outputOf(qrCodeStatusSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getQrStatus, { body: input }));
