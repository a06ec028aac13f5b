import { z } from "zod";
import { LEGACY_CONTRACT, registrationFormQuerySchema, registrationFormSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** JSON carries the relay position as a number; the query's string coercion would take `true` for 1. */
export const getRegistrationInputSchema = registrationFormQuerySchema.extend({
  relayPosition: z
    .number({ error: "field.invalid" })
    .int({ error: "field.invalid" })
    .min(1, { error: "field.invalid" })
    .max(20, { error: "field.invalid" })
    .optional(),
});

/** GET /Register/ApiRegistration: the person's live registration for the race, or a new form prefilled. */
export const getRegistration = authedProcedure
  .input(getRegistrationInputSchema)
  .output(outputOf(registrationFormSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getRegistration, { query: input }));
