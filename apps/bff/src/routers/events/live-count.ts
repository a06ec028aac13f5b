import { liveCountSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { noInput } from "../no-input";
import { outputOf } from "../../validation/validated";

export const liveCount = publicProcedure
  .input(noInput)
  .output(outputOf(liveCountSchema))
  .query(({ ctx }) => ctx.publicReads.liveCount());
