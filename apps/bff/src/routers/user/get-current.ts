import { currentUserSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { noInput } from "../no-input";
import { outputOf } from "../../validation/validated";

/** Anonymous visitors get `isAuthorized: false`, not an error: the front decides what to gate. */
export const getCurrent = publicProcedure
  .input(noInput)
  .output(outputOf(currentUserSchema))
  .query(({ ctx }) => ctx.legacy.getCurrentUser());
