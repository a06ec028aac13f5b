import { currentUserSchema, loginInputSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

export const login = publicProcedure
  .input(loginInputSchema)
  .output(outputOf(currentUserSchema))
  .mutation(({ ctx, input }) => ctx.legacy.login(input));
