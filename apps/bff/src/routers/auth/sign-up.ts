import { currentUserSchema, signUpInputSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

export const signUp = publicProcedure
  .input(signUpInputSchema)
  .output(outputOf(currentUserSchema))
  .mutation(({ ctx, input }) => ctx.legacy.signUp(input));
