import {
  LEGACY_CONTRACT,
  myRelayTeamsSchema,
  relayRaceQuerySchema,
  relayRegistrationSchema,
  relayTeamQuerySchema,
  relayTeamSchema,
  TEAM_CALLS,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { noInput } from "../no-input";

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

/** The caller's teams, one per race at most: "Manage the team" on their registrations' cards. */
export const listMine = authedProcedure
  .input(noInput)
  .output(outputOf(myRelayTeamsSchema))
  .query(({ ctx }) => ctx.legacy.send(TEAM_CALLS.mine, {}));
