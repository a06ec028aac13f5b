import { LEGACY_CONTRACT, saveRegistrationEnvelopeSchema, savedRegistrationSchema } from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { participantFieldsShape } from "./participant-fields";

export const registerInputSchema = saveRegistrationEnvelopeSchema.omit({ registrationId: true }).extend(participantFieldsShape);

/**
 * How long a race core called sold out is answered SOLD_OUT here without asking again. Slots come
 * back only by cancellation or expiry (the sweeper runs every 10 s), so a second of staleness
 * costs nobody a slot, while the rush's thousands of late presses stop reaching core.
 */
export const SOLD_OUT_MEMO_MS = 1_000;

/**
 * POST /Register/ApiSaveRegistration without a registrationId: creates the draft and takes its slot
 * (and promo use) in core's one statement. The slot-taking call of the rush is exactly one legacy
 * call, so it is not an authedProcedure (that asks core who is signed in first): core refuses a
 * missing session with 401 before it reads the body, which arrives here as UNAUTHORIZED. Once core
 * says the race is sold out, the next presses within SOLD_OUT_MEMO_MS get that answer from here.
 */
export const register = publicProcedure
  .input(registerInputSchema)
  .output(outputOf(savedRegistrationSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(
      LEGACY_CONTRACT.saveRegistration,
      { body: input },
      { remember: { key: `sold out ${input.eventCode}/${input.raceCode}`, codes: ["SOLD_OUT"], ttlMs: SOLD_OUT_MEMO_MS } },
    ),
  );
