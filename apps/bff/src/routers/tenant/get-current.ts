import { tenantSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { noInput } from "../no-input";
import { outputOf } from "../../validation/validated";

export const getCurrent = publicProcedure
  .input(noInput)
  .output(outputOf(tenantSchema))
  .query(({ ctx }) => ctx.publicReads.tenant());
