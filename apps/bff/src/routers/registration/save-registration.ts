import {
  LEGACY_CONTRACT,
  saveRegistrationEnvelopeSchema,
  savedRegistrationSchema,
} from "@reg/domain";
import { publicProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { participantFieldsShape } from "./participant-fields";

export const saveRegistrationInputSchema =
  saveRegistrationEnvelopeSchema.extend(participantFieldsShape);

/**
 * How long a race core called sold out is answered SOLD_OUT here without asking again. Slots come
 * back only by cancellation or expiry (the sweeper runs every 10 s), so a second of staleness
 * costs nobody a slot, while the rush's thousands of late presses stop reaching core.
 */
export const SOLD_OUT_MEMO_MS = 1_000;

/**
 * POST /Register/ApiSaveRegistration. Without a registrationId it creates the draft and takes its
 * slot (and promo use) in core's one statement; with one it replaces the own draft's form. The
 * slot-taking call of the rush is exactly one legacy call, so this is not an authedProcedure (that
 * asks core who is signed in first): core refuses a missing session with 401 before it reads the
 * body, which arrives here as UNAUTHORIZED, and answers NOT_FOUND for someone else's draft. Once
 * core says a race is sold out, the next new drafts within SOLD_OUT_MEMO_MS get that answer from here.
 */
export const saveRegistration = publicProcedure
  .input(saveRegistrationInputSchema)
  .output(outputOf(savedRegistrationSchema))
  .mutation(({ ctx, input }) =>
    input.registrationId === undefined
      ? ctx.legacy.send(
          LEGACY_CONTRACT.saveRegistration,
          { body: input },
          {
            remember: {
              key: `sold out ${input.eventCode}/${input.raceCode}`,
              codes: ["SOLD_OUT"],
              ttlMs: SOLD_OUT_MEMO_MS,
            },
          },
        )
      : ctx.legacy.send(LEGACY_CONTRACT.saveRegistration, { body: input }),
  );
