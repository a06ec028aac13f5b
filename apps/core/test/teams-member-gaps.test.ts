import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined, relayRegistrationSchema } from "@reg/domain";
import { startCore, TEST_NOW, type RunningCore } from "./support/core";
import { signedInPeople } from "./support/people";
import { errorOf, get, post, validParticipant } from "./support/registration";
import { createRelayFixture, createTeam, join, rosterOf, teamState } from "./support/teams";

/**
 * The team screens' back-end gaps (decision 0029): a relay race that takes teams registers only its
 * teams' members on their own stage, and a member leaves a team by themself.
 */
describe("relay registrations and leaving a team (core, PGlite)", () => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore("pglite", { now: () => now, sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;
  const url = () => core.url;

  const save = (
    race: { eventCode: string; raceCode: string },
    cookie: string,
    relayPosition?: number | null,
  ) =>
    post(
      url(),
      "/Register/ApiSaveRegistration",
      { eventCode: race.eventCode, raceCode: race.raceCode, relayPosition, ...validParticipant() },
      cookie,
    );

  it("refuses a participant form on a team race from someone in no team of it, and takes no slot", async () => {
    const race = await createRelayFixture(db(), { stages: 2 });
    const [stranger] = await signedInPeople(db(), 1);
    for (const position of [1, undefined, null]) {
      const refused = await save(race, defined(stranger), position);
      expect(refused.status).toBe(404);
      expect(errorOf(refused)).toEqual({
        code: "TEAM_NOT_FOUND",
        fields: { relayPosition: "team.notFound" },
      });
    }
    const form = await get(
      url(),
      `/Register/ApiRegistration?eventCode=${race.eventCode}&raceCode=${race.raceCode}`,
      defined(stranger),
    );
    expect(form.json).toMatchObject({ registrationId: null });
  });

  it("takes a member's form only with the stage the team seats them on", async () => {
    const race = await createRelayFixture(db(), { stages: 3 });
    const [captain, member] = await signedInPeople(db(), 2);
    const team = await createTeam(url(), defined(captain), race, "Stages");
    rosterOf(await join(url(), defined(member), defined(team.joinCode), 3));
    for (const wrong of [1, 2, undefined]) {
      const refused = await save(race, defined(member), wrong);
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toEqual({
        code: "VALIDATION_FAILED",
        fields: { relayPosition: "field.invalid" },
      });
    }
    expect((await save(race, defined(member), 3)).status).toBe(200);
    expect((await save(race, defined(captain), 1)).status).toBe(200);
  });

  it("lets a member leave: their place is free again and the team no longer theirs", async () => {
    const race = await createRelayFixture(db(), { stages: 2 });
    const [captain, member, next] = await signedInPeople(db(), 3);
    const team = await createTeam(url(), defined(captain), race, "Leavers");
    rosterOf(await join(url(), defined(member), defined(team.joinCode), 2));
    const left = await post(
      url(),
      "/Register/ApiLeaveRelayTeam",
      { teamRegistrationId: team.teamRegistrationId },
      defined(member),
    );
    expect(left.status).toBe(200);
    expect(relayRegistrationSchema.parse(left.json).team).toBeNull();
    const roster = rosterOf(
      await get(
        url(),
        `/Register/ApiRelayTeam?teamRegistrationId=${team.teamRegistrationId}`,
        defined(captain),
      ),
    );
    expect(roster.stages.map((s) => s.members)).toEqual([1, 0]);
    expect(roster.members).toHaveLength(1);
    // The freed place is taken by the next person; the one who left reads the team no more.
    expect(
      rosterOf(await join(url(), defined(next), defined(team.joinCode), 2)).stages[1]?.members,
    ).toBe(1);
    const gone = await get(
      url(),
      `/Register/ApiRelayTeam?teamRegistrationId=${team.teamRegistrationId}`,
      defined(member),
    );
    expect(gone.status).toBe(404);
  });

  it("refuses the captain leaving, a stranger leaving, and a leave after the lock; nothing changes", async () => {
    const lock = new Date(TEST_NOW.getTime() + 86_400_000);
    const race = await createRelayFixture(db(), { stages: 2, rosterLocksAt: lock });
    const [captain, member, stranger] = await signedInPeople(db(), 3);
    const team = await createTeam(url(), defined(captain), race, "Stayers");
    rosterOf(await join(url(), defined(member), defined(team.joinCode)));
    const before = await teamState(db(), race.raceId);
    const leave = (cookie: string) =>
      post(
        url(),
        "/Register/ApiLeaveRelayTeam",
        { teamRegistrationId: team.teamRegistrationId },
        cookie,
      );
    expect(errorOf(await leave(defined(captain))).code).toBe("INVALID_STATE");
    expect(errorOf(await leave(defined(stranger))).code).toBe("NOT_FOUND");
    const malformed = await post(
      url(),
      "/Register/ApiLeaveRelayTeam",
      { teamRegistrationId: "1" },
      defined(member),
    );
    expect(errorOf(malformed)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { teamRegistrationId: "field.invalid" },
    });
    now = lock;
    try {
      expect(errorOf(await leave(defined(member))).code).toBe("ROSTER_LOCKED");
    } finally {
      now = TEST_NOW;
    }
    expect(await teamState(db(), race.raceId)).toEqual(before);
  });
});
