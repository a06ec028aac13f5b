import {
  LEGACY_CONTRACT,
  relayRaceQuerySchema,
  relayRegistrationSchema,
  relayTeamQuerySchema,
  relayTeamSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** The race's team rules and the caller's team in it (ApiRelayRegistration); per person, never cached. */
export const getForRace = authedProcedure
  .input(relayRaceQuerySchema.strict())
  .output(outputOf(relayRegistrationSchema))
  .query(({ ctx, input }) =>
    ctx.legacy.send(LEGACY_CONTRACT.getRelayRegistration, { query: input }),
  );

/** A team's roster (ApiRelayTeam): its members only; anyone else's guess is NOT_FOUND. */
export const get = authedProcedure
  .input(relayTeamQuerySchema.strict())
  .output(outputOf(relayTeamSchema))
  .query(({ ctx, input }) => ctx.legacy.send(LEGACY_CONTRACT.getRelayTeam, { query: input }));
