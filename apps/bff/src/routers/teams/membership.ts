import {
  joinRelayTeamInputSchema,
  LEGACY_CONTRACT,
  relayRegistrationSchema,
  relayTeamSchema,
  saveRelayRegistrationInputSchema,
  TEAM_CALLS,
  teamRefInputSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

/** The captain creates the race's team (ApiSaveRelayRegistration): a team slot, a stage, a join code. */
export const create = authedProcedure
  .input(saveRelayRegistrationInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(LEGACY_CONTRACT.saveRelayRegistration, { body: input }),
  );

/** Joins a team by its code (typed or from the share link); wrong codes are rate-limited by core. */
export const join = authedProcedure
  .input(joinRelayTeamInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TEAM_CALLS.join, { body: input }));

/** A member (not the captain) leaves the team; answers the race's team rules, the caller in no team. */
export const leave = authedProcedure
  .input(teamRefInputSchema)
  .output(outputOf(relayRegistrationSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TEAM_CALLS.leave, { body: input }));
