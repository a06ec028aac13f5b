import {
  changeRelayTeamNameInputSchema,
  handCaptaincyInputSchema,
  LEGACY_CONTRACT,
  moveRelayParticipantInputSchema,
  relayTeamSchema,
  removeRelayParticipantInputSchema,
  TEAM_CALLS,
  teamRefInputSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";

// The captain's changes: each answers the roster after it; a member is FORBIDDEN, anyone else NOT_FOUND.

export const moveMember = authedProcedure
  .input(moveRelayParticipantInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(LEGACY_CONTRACT.moveRelayParticipant, { body: input }),
  );

export const removeMember = authedProcedure
  .input(removeRelayParticipantInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(LEGACY_CONTRACT.removeRelayParticipant, { body: input }),
  );

/** SPEC's ApiChangeRelayTeamName names the race, not the team: the caller's team of that race. */
export const rename = authedProcedure
  .input(changeRelayTeamNameInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) =>
    ctx.legacy.send(LEGACY_CONTRACT.changeRelayTeamName, { body: input }),
  );

/** A new join code; the old one stops working at once. */
export const regenerateCode = authedProcedure
  .input(teamRefInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TEAM_CALLS.regenerateJoinCode, { body: input }));

export const handCaptaincy = authedProcedure
  .input(handCaptaincyInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TEAM_CALLS.handCaptaincy, { body: input }));
