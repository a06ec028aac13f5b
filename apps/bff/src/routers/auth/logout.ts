import { logoutResultSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { noInput } from "../no-input";
import { outputOf } from "../../validation/validated";

export const logout = publicProcedure
  .input(noInput)
  .output(outputOf(logoutResultSchema))
  .mutation(({ ctx }) => ctx.legacy.logout());
