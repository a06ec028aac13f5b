import { connectTrackerInputSchema, TRAINING_CALLS, trainingsSchema } from "@reg/domain";
import { authedProcedure, router } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { noInput } from "../no-input";

/**
 * The person's trainings from their connected activity tracker (SPEC §2): per person, never
 * cached; each call answers the whole page as it now is.
 */
export const trainingsRouter = router({
  get: authedProcedure
    .input(noInput)
    .output(outputOf(trainingsSchema))
    .query(({ ctx }) => ctx.legacy.send(TRAINING_CALLS.get, {})),
  connect: authedProcedure
    .input(connectTrackerInputSchema)
    .output(outputOf(trainingsSchema))
    .mutation(({ ctx, input }) => ctx.legacy.send(TRAINING_CALLS.connect, { body: input })),
  sync: authedProcedure
    .input(noInput)
    .output(outputOf(trainingsSchema))
    .mutation(({ ctx }) => ctx.legacy.send(TRAINING_CALLS.sync, {})),
  disconnect: authedProcedure
    .input(noInput)
    .output(outputOf(trainingsSchema))
    .mutation(({ ctx }) => ctx.legacy.send(TRAINING_CALLS.disconnect, {})),
});
