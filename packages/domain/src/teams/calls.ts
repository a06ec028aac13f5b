import { legacyCall } from "../contract/legacy-call";
import {
  handCaptaincyInputSchema,
  joinRelayTeamInputSchema,
  myRelayTeamsSchema,
  relayMemberFormQuerySchema,
  relayMemberFormSchema,
  relayRegistrationSchema,
  relayTeamSchema,
  saveRelayMemberInputSchema,
  teamOrderSchema,
  teamRefInputSchema,
} from "./wire";

/**
 * The team calls SPEC §7 does not list (the caller's teams, joining by code, a new code, a new captain, leaving), declared once
 * for core and the BFF like LEGACY_CONTRACT's; the six SPEC relay calls are in that table.
 */
export const TEAM_CALLS = {
  /** The caller's teams (one per race at most), for "Manage the team" on their registrations. */
  mine: legacyCall({
    method: "GET",
    path: "/Register/ApiMyRelayTeams",
    output: myRelayTeamsSchema,
  }),
  join: legacyCall({
    method: "POST",
    path: "/Register/ApiJoinRelayTeam",
    body: joinRelayTeamInputSchema,
    output: relayTeamSchema,
  }),
  regenerateJoinCode: legacyCall({
    method: "POST",
    path: "/Register/ApiRegenerateRelayJoinCode",
    body: teamRefInputSchema,
    output: relayTeamSchema,
  }),
  handCaptaincy: legacyCall({
    method: "POST",
    path: "/Register/ApiHandRelayCaptaincy",
    body: handCaptaincyInputSchema,
    output: relayTeamSchema,
  }),
  /** A member (not the captain) leaves; answers the race's team rules, the caller in no team now. */
  leave: legacyCall({
    method: "POST",
    path: "/Register/ApiLeaveRelayTeam",
    body: teamRefInputSchema,
    output: relayRegistrationSchema,
  }),
  /** The captain of a captain-paid team stores a member's form (a new member, or one on the roster). */
  saveMember: legacyCall({
    method: "POST",
    path: "/Register/ApiSaveRelayParticipant",
    body: saveRelayMemberInputSchema,
    output: relayTeamSchema,
  }),
  /** A member's form as the captain stored it (the captain's eyes only). */
  memberForm: legacyCall({
    method: "GET",
    path: "/Register/ApiRelayParticipant",
    query: relayMemberFormQuerySchema,
    output: relayMemberFormSchema,
  }),
  /** Takes the captain-paid team's order: every member's slot at once, all or none. */
  saveOrder: legacyCall({
    method: "POST",
    path: "/Register/ApiSaveRelayTeamOrder",
    body: teamRefInputSchema,
    output: teamOrderSchema,
  }),
};
