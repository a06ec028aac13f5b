import { describe, expect, it } from "vitest";
import { TEAM_CALLS } from "./calls";
import { teamOrderProblem, type StageCount } from "./rules";
import {
  relayMemberFormQuerySchema,
  relayMemberFormSchema,
  relayMemberSchema,
  relayRegistrationSchema,
  relayTeamSchema,
  saveRelayMemberInputSchema,
  saveRelayRegistrationInputSchema,
  TEAM_PAYERS,
  teamOrderSchema,
} from "./wire";

const TEAM = "6f1d2c1e-8a54-4d8e-9b0e-1c2d3e4f5a6b";
const MEMBER = "0b9f4e0a-3c6d-4f51-8e2a-7d6c5b4a3f21";
const REGISTRATION = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const stages = (counts: [min: number, max: number, members: number][]): StageCount[] =>
  counts.map(([minMembers, maxMembers, members], index) => ({
    position: index + 1,
    minMembers,
    maxMembers,
    members,
  }));

describe("the captain-paid team's shapes (decision 0026 §7)", () => {
  it("takes who pays when a team is created: each (also when absent) or the captain, nothing else", () => {
    expect(TEAM_PAYERS).toEqual(["each", "captain"]);
    const base = { eventCode: "neva-relay", raceCode: "relay4", teamName: "Лоси" };
    expect(saveRelayRegistrationInputSchema.parse(base).paidBy).toBeUndefined();
    expect(saveRelayRegistrationInputSchema.parse({ ...base, paidBy: "captain" }).paidBy).toBe(
      "captain",
    );
    expect(
      messages(saveRelayRegistrationInputSchema.safeParse({ ...base, paidBy: "sponsor" })),
    ).toEqual(["field.invalid"]);
  });

  it("keeps a member form's fields beside the envelope for core, and names bad envelope fields", () => {
    const body = {
      teamRegistrationId: TEAM,
      relayPosition: 2,
      email: "ivan@example.com",
      answers: { q1: "да" },
    };
    expect(saveRelayMemberInputSchema.parse(body)).toEqual(body);
    expect(
      saveRelayMemberInputSchema.parse({ ...body, memberId: MEMBER, imageId: null }),
    ).toMatchObject({
      memberId: MEMBER,
      imageId: null,
    });
    expect(
      messages(
        saveRelayMemberInputSchema.safeParse({
          teamRegistrationId: "7",
          relayPosition: 0,
          memberId: "x",
        }),
      ),
    ).toEqual(["field.invalid", "field.invalid", "field.invalid"]);
    expect(relayMemberFormQuerySchema.safeParse({ teamRegistrationId: TEAM }).success).toBe(false);
  });

  it("answers who pays, the order, and the members' e-mails", () => {
    const order = { leadRegistrationId: REGISTRATION, registrationIds: [REGISTRATION] };
    expect(teamOrderSchema.parse(order)).toEqual(order);
    expect(teamOrderSchema.safeParse({ ...order, registrationIds: ["x"] }).success).toBe(false);
    const member = {
      memberId: MEMBER,
      firstName: "Иван",
      lastName: "Петров",
      relayPosition: 1,
      isCaptain: true,
      isYou: true,
      state: "formFilled",
    };
    expect(relayMemberSchema.safeParse(member).success).toBe(false);
    expect(relayMemberSchema.parse({ ...member, email: null }).email).toBeNull();
    const team = {
      teamRegistrationId: TEAM,
      teamName: "Лоси",
      eventCode: "neva-relay",
      raceCode: "relay4",
      isCaptain: true,
      joinCode: "MSKRUN234567",
      stages: [{ position: 1, minMembers: 1, maxMembers: 1, members: 1 }],
      members: [{ ...member, email: "ivan@example.com" }],
      standing: "complete",
      rosterOpen: true,
      rosterLocksAt: "2027-05-01T10:00:00.000Z",
    };
    expect(relayTeamSchema.safeParse(team).success).toBe(false);
    expect(relayTeamSchema.parse({ ...team, paidBy: "captain", order }).order).toEqual(order);
    expect(relayTeamSchema.parse({ ...team, paidBy: "each", order: null }).paidBy).toBe("each");
    const registration = {
      eventCode: "neva-relay",
      raceCode: "relay4",
      stages: [{ position: 1, minMembers: 1, maxMembers: 1 }],
      maxTeams: 10,
      teamsLeft: 9,
      canCreateTeam: false,
      rosterOpen: true,
      rosterLocksAt: "2027-05-01T10:00:00.000Z",
      team: { teamRegistrationId: TEAM, teamName: "Лоси", isCaptain: true, relayPosition: 1 },
    };
    expect(
      relayRegistrationSchema.safeParse({ ...registration, canCaptainPay: false }).success,
    ).toBe(false);
    expect(
      relayRegistrationSchema.parse({
        ...registration,
        canCaptainPay: false,
        team: { ...registration.team, paidBy: "captain" },
      }).team?.paidBy,
    ).toBe("captain");
    expect(
      relayMemberFormSchema.parse({
        memberId: MEMBER,
        relayPosition: 2,
        values: { email: "ivan@example.com", noClub: true, answers: { q1: "да" } },
      }).values,
    ).toEqual({ email: "ivan@example.com", noClub: true, answers: { q1: "да" } });
  });

  it("declares the three captain calls", () => {
    expect(TEAM_CALLS.saveMember).toMatchObject({
      method: "POST",
      path: "/Register/ApiSaveRelayParticipant",
    });
    expect(TEAM_CALLS.memberForm).toMatchObject({
      method: "GET",
      path: "/Register/ApiRelayParticipant",
    });
    expect(TEAM_CALLS.saveOrder).toMatchObject({
      method: "POST",
      path: "/Register/ApiSaveRelayTeamOrder",
    });
  });
});

describe("teamOrderProblem (SPEC §5: Add all team members to continue)", () => {
  const filled = (ids: string[]) =>
    ids.map((memberId) => ({ memberId, state: "formFilled" as const }));

  it("has none when every stage meets its minimum and every member has a form", () => {
    expect(
      teamOrderProblem(
        stages([
          [1, 1, 1],
          [1, 2, 2],
        ]),
        filled(["a", "b", "c"]),
      ),
    ).toBeNull();
    expect(teamOrderProblem(stages([[1, 1, 1]]), [{ memberId: "a", state: "paid" }])).toBeNull();
  });

  it("names the short stages with how many each lacks", () => {
    expect(
      teamOrderProblem(
        stages([
          [1, 1, 1],
          [2, 3, 0],
          [1, 1, 0],
        ]),
        filled(["a"]),
      ),
    ).toEqual({
      missingStages: [
        { position: 2, missing: 2 },
        { position: 3, missing: 1 },
      ],
      membersWithoutForm: [],
    });
  });

  it("names the members whose form is not stored yet, even on a complete team", () => {
    expect(
      teamOrderProblem(
        stages([
          [1, 1, 1],
          [1, 1, 1],
        ]),
        [
          { memberId: "a", state: "formFilled" },
          { memberId: "b", state: "joined" },
        ],
      ),
    ).toEqual({ missingStages: [], membersWithoutForm: ["b"] });
  });

  it("is never ready without stages", () => {
    expect(teamOrderProblem([], [])).toEqual({ missingStages: [], membersWithoutForm: [] });
  });
});
