import {
  changeRelayTeamNameInputSchema,
  handCaptaincyInputSchema,
  LEGACY_CONTRACT,
  moveRelayParticipantInputSchema,
  relayMemberEnvelopeSchema,
  relayMemberFormQuerySchema,
  relayMemberFormSchema,
  relayTeamSchema,
  removeRelayParticipantInputSchema,
  TEAM_CALLS,
  teamOrderSchema,
  teamRefInputSchema,
} from "@reg/domain";
import { authedProcedure } from "../../trpc";
import { outputOf } from "../../validation/validated";
import { participantFieldsShape } from "../registration/participant-fields";

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

// The captain-paid team (decision 0026 §7): the captain stores each member's form, then takes the
// team's order. Only the captain of such a team may; core checks the session and the form's rules.

/** The member's form travels flat beside the envelope, typed and bounded as saveRegistration's. */
export const saveMemberInputSchema = relayMemberEnvelopeSchema.extend(participantFieldsShape);

export const saveMember = authedProcedure
  .input(saveMemberInputSchema)
  .output(outputOf(relayTeamSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TEAM_CALLS.saveMember, { body: input }));

/** A member's stored form, for the captain to edit it. */
export const memberForm = authedProcedure
  .input(relayMemberFormQuerySchema.strict())
  .output(outputOf(relayMemberFormSchema))
  .query(({ ctx, input }) => ctx.legacy.send(TEAM_CALLS.memberForm, { query: input }));

/** Takes every member's slot at once (all or none); a second press answers the same order. */
export const saveOrder = authedProcedure
  .input(teamRefInputSchema)
  .output(outputOf(teamOrderSchema))
  .mutation(({ ctx, input }) => ctx.legacy.send(TEAM_CALLS.saveOrder, { body: input }));
