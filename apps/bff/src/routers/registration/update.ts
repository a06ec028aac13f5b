import { LEGACY_CONTRACT, registrationIdSchema, savedRegistrationSchema, saveRegistrationEnvelopeSchema } from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { participantFieldsShape } from "./participant-fields";

export const updateInputSchema = saveRegistrationEnvelopeSchema.extend({ registrationId: registrationIdSchema }).extend(participantFieldsShape);

/** POST /Register/ApiSaveRegistration with a registrationId: replaces the own draft's form. */
export const update = authedProcedure
  .input(updateInputSchema)
  .output(outputOf(savedRegistrationSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.saveRegistration, { body: input }));
