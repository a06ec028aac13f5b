import {
  isTeamComplete,
  type RelayMember,
  type RelayMemberForm,
  type RelayRegistration,
  type RelayStage,
  type ParticipantValues,
  type RelayTeam,
  type TeamPayer,
} from "@reg/domain";
import type { FakeTeamProcedures } from "./fake-api";
import { prefilledForm } from "./fake-registration";

export const TEAM_ID = "5b0e9a3c-7d21-4f6e-8a40-2c9d1e3f4a50";
export const CAPTAIN_ID = "5b0e9a3c-7d21-4f6e-8a40-000000000001";
export const LEAD_ID = "5b0e9a3c-7d21-4f6e-8a40-0000000000aa";

/** Two stages: the first of one or two swimmers, the second of exactly one. */
export const TEST_STAGES: RelayStage[] = [
  { position: 1, minMembers: 1, maxMembers: 2 },
  { position: 2, minMembers: 1, maxMembers: 1 },
];

export interface FakeTeamOptions {
  /** The team the caller is in, and who pays for it; null: in no team of the race yet. */
  paidBy?: TeamPayer | null;
  isCaptain?: boolean;
  canCaptainPay?: boolean;
  /** Members besides the caller (the captain, on stage 1). */
  others?: readonly Omit<RelayMember, "isYou" | "isCaptain">[];
  /** The caller's own form is stored already. */
  captainFilled?: boolean;
  /** The team's order is made already (its lead the captain's registration). */
  ordered?: boolean;
}

/**
 * A relay race's team calls in memory, for the team steps' tests: the caller's team (or none), the
 * captain's changes applied to it, and every call recorded with its input.
 */
export function fakeTeam(options: FakeTeamOptions = {}) {
  const sent: { procedure: string; input: unknown }[] = [];
  const paidBy = options.paidBy === undefined ? "captain" : options.paidBy;
  const isCaptain = options.isCaptain ?? true;
  let members: RelayMember[] =
    paidBy === null
      ? []
      : [
          {
            memberId: CAPTAIN_ID,
            firstName: "Anna",
            lastName: "Petrova",
            relayPosition: 1,
            isCaptain,
            isYou: true,
            state: options.captainFilled ? "formFilled" : "joined",
            email: "anna@example.com",
          },
          ...(options.others ?? []).map((m) => ({ ...m, isYou: false, isCaptain: false })),
        ];
  const forms = new Map<string, ParticipantValues>();
  let order: RelayTeam["order"] = options.ordered
    ? { leadRegistrationId: LEAD_ID, registrationIds: [LEAD_ID] }
    : null;
  let created: TeamPayer | null = paidBy;

  const team = (): RelayTeam => {
    const stages = TEST_STAGES.map((stage) => ({
      ...stage,
      members: members.filter((m) => m.relayPosition === stage.position).length,
    }));
    return {
      teamRegistrationId: TEAM_ID,
      teamName: "Strogino Pike",
      eventCode: "white-nights",
      raceCode: "42k",
      isCaptain,
      joinCode: isCaptain ? "MSKRUN234567" : null,
      stages,
      members,
      standing: isTeamComplete(stages) ? "complete" : "forming",
      rosterOpen: true,
      rosterLocksAt: "2026-06-20T00:00:00Z",
      paidBy: created ?? "each",
      order,
    };
  };
  const relay = (): RelayRegistration => ({
    eventCode: "white-nights",
    raceCode: "42k",
    stages: TEST_STAGES,
    maxTeams: 100,
    teamsLeft: 50,
    canCreateTeam: true,
    canCaptainPay: options.canCaptainPay ?? true,
    rosterOpen: true,
    rosterLocksAt: "2026-06-20T00:00:00Z",
    team:
      created === null
        ? null
        : {
            teamRegistrationId: TEAM_ID,
            teamName: "Strogino Pike",
            isCaptain,
            relayPosition: 1,
            paidBy: created,
          },
  });
  const record = (procedure: string, input: unknown) => sent.push({ procedure, input });

  const procedures: FakeTeamProcedures = {
    "teams.getForRace": async () => relay(),
    "teams.get": async () => team(),
    "teams.create": async (input) => {
      record("create", input);
      created = input.paidBy ?? "each";
      members = [
        {
          memberId: CAPTAIN_ID,
          firstName: "Anna",
          lastName: "Petrova",
          relayPosition: input.relayPosition ?? 1,
          isCaptain: true,
          isYou: true,
          state: "joined",
          email: created === "captain" ? "anna@example.com" : null,
        },
      ];
      return team();
    },
    "teams.saveMember": async (input) => {
      record("saveMember", input);
      const {
        teamRegistrationId: _team,
        memberId: id,
        relayPosition: _stage,
        imageId: _image,
        ...values
      } = input;
      const memberId =
        id ?? `5b0e9a3c-7d21-4f6e-8a40-${String(members.length + 1).padStart(12, "0")}`;
      forms.set(memberId, values);
      const member: RelayMember = {
        memberId,
        firstName: input.firstName ?? "",
        lastName: input.lastName ?? "",
        relayPosition: input.relayPosition,
        isCaptain: memberId === CAPTAIN_ID,
        isYou: memberId === CAPTAIN_ID,
        state: "formFilled",
        email: input.email ?? null,
      };
      members = input.memberId
        ? members.map((m) => (m.memberId === memberId ? { ...m, ...member } : m))
        : [...members, member];
      return team();
    },
    "teams.memberForm": async (input): Promise<RelayMemberForm> => {
      record("memberForm", input);
      const member = members.find((m) => m.memberId === input.memberId);
      // A member never saved reads as the account's data (the test's prefilled form).
      const values = forms.get(input.memberId) ?? {
        ...prefilledForm.participant,
        startPacket: "M",
        agreeTerms: true,
        agreeRules: true,
        agreeMedical: true,
        receiptConsent: true,
        firstName: member?.firstName,
        lastName: member?.lastName,
        email: member?.email ?? "",
      };
      return { memberId: input.memberId, relayPosition: member?.relayPosition ?? 1, values };
    },
    "teams.removeMember": async (input) => {
      record("removeMember", input);
      members = members.filter((m) => m.memberId !== input.memberId);
      return team();
    },
    "teams.saveOrder": async (input) => {
      record("saveOrder", input);
      order = { leadRegistrationId: LEAD_ID, registrationIds: [LEAD_ID] };
      return order;
    },
  };
  return { procedures, sent, team };
}
