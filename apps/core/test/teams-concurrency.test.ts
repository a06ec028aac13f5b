import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { defined } from "@reg/domain";
import { queryRows } from "../src/db/query-rows";
import { startCore, TEST_NOW, type RunningCore } from "./support/core";
import { signedInPeople } from "./support/people";
import { post } from "./support/registration";
import { codeOf, createRelayFixture, createTeam, join, rosterOf } from "./support/teams";

/**
 * The last places of a team, a stage and a race's team slots joined from many connections at once
 * on a real PostgreSQL server: never more than the bounds, and every refusal says why.
 */
describe("concurrent team joins on postgres", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("postgres", { now: () => TEST_NOW, sweepIntervalMs: 0, poolSize: 8 });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  const stageCounts = (teamId: string) =>
    queryRows(
      db(),
      sql`select s.position, s.taken, s.max_members,
            (select count(*)::int from relay_team_members m where m.team_id = s.team_id and m.relay_position = s.position) as members
          from relay_team_stages s where s.team_id = ${teamId}::uuid order by s.position`,
      z.object({
        position: z.number(),
        taken: z.number(),
        max_members: z.number(),
        members: z.number(),
      }),
    );

  it("40 people join a team's last 3 places at once: 3 get in, the rest hear TEAM_FULL", async () => {
    const race = await createRelayFixture(db(), { stages: 4 });
    const [captain, ...crowd] = await signedInPeople(db(), 41);
    const team = await createTeam(core.url, defined(captain), race, "Last places");
    const answers = await Promise.all(
      crowd.map((cookie) => join(core.url, cookie, defined(team.joinCode))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map(codeOf)).toEqual(
      Array(37).fill("TEAM_FULL"),
    );
    const stages = await stageCounts(team.teamRegistrationId);
    expect(stages.map((s) => [s.taken, s.members])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it("30 people name one stage with 2 places at once: 2 get it", async () => {
    const race = await createRelayFixture(db(), { stages: 2, min: 1, max: 2 });
    const [captain, ...crowd] = await signedInPeople(db(), 31);
    const team = await createTeam(core.url, defined(captain), race, "One stage", 1);
    const answers = await Promise.all(
      crowd.map((cookie) => join(core.url, cookie, defined(team.joinCode), 2)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(new Set(answers.filter((a) => a.status !== 200).map(codeOf))).toEqual(
      new Set(["TEAM_FULL"]),
    );
    const stages = await stageCounts(team.teamRegistrationId);
    expect(stages.map((s) => [s.taken, s.members])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("30 captains create teams for a race's last 5 team places at once: 5 teams, the rest TEAMS_SOLD_OUT", async () => {
    const race = await createRelayFixture(db(), { stages: 2, maxTeams: 5 });
    const captains = await signedInPeople(db(), 30);
    const answers = await Promise.all(
      captains.map((cookie, i) =>
        post(
          core.url,
          "/Register/ApiSaveRelayRegistration",
          { eventCode: race.eventCode, raceCode: race.raceCode, teamName: `Team ${i}` },
          cookie,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(new Set(answers.filter((a) => a.status !== 200).map(codeOf))).toEqual(
      new Set(["TEAMS_SOLD_OUT"]),
    );
    const [counts] = await queryRows(
      db(),
      sql`select (select teams_taken from relay_race_settings where race_id = ${race.raceId}) as taken,
            (select count(*)::int from relay_teams where race_id = ${race.raceId}) as teams,
            (select count(*)::int from relay_team_members where race_id = ${race.raceId}) as members`,
      z.object({ taken: z.number(), teams: z.number(), members: z.number() }),
    );
    expect(counts).toEqual({ taken: 5, teams: 5, members: 5 });
  });

  it("10 captains race for one name at once: one team has it, nine hear TEAM_EXISTS, no team slot is lost", async () => {
    const race = await createRelayFixture(db(), { stages: 2, maxTeams: 20 });
    const captains = await signedInPeople(db(), 10);
    const answers = await Promise.all(
      captains.map((cookie, i) =>
        post(
          core.url,
          "/Register/ApiSaveRelayRegistration",
          {
            eventCode: race.eventCode,
            raceCode: race.raceCode,
            teamName: i % 2 ? "Same Name" : "same name",
          },
          cookie,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map(codeOf)).toEqual(
      Array(9).fill("TEAM_EXISTS"),
    );
    const [counts] = await queryRows(
      db(),
      sql`select teams_taken as taken from relay_race_settings where race_id = ${race.raceId}`,
      z.object({ taken: z.number() }),
    );
    expect(counts?.taken).toBe(1);
  });

  it("joins, the captain's moves and a removal at once leave every stage's counter equal to its members", async () => {
    const race = await createRelayFixture(db(), { stages: 3, min: 1, max: 3 });
    const [captain, mover, leaver, ...crowd] = await signedInPeople(db(), 15);
    const team = await createTeam(core.url, defined(captain), race, "Storm");
    const code = defined(team.joinCode);
    const moverId = (
      await join(core.url, defined(mover), code, 2).then((a) => rosterOf(a))
    ).members.find((m) => m.isYou)?.memberId;
    const leaverId = (
      await join(core.url, defined(leaver), code, 3).then((a) => rosterOf(a))
    ).members.find((m) => m.isYou)?.memberId;
    const captainCall = (path: string, body: Record<string, unknown>) =>
      post(
        core.url,
        path,
        { teamRegistrationId: team.teamRegistrationId, ...body },
        defined(captain),
      );
    await Promise.all([
      ...crowd.map((cookie) => join(core.url, cookie, code)),
      ...[1, 3, 2, 1, 3].map((relayPosition) =>
        captainCall("/Register/ApiMoveRelayParticipant", { memberId: moverId, relayPosition }),
      ),
      captainCall("/Register/ApiRemoveRelayParticipant", { memberId: leaverId }),
    ]);
    const stages = await stageCounts(team.teamRegistrationId);
    for (const stage of stages) {
      expect(stage.taken).toBe(stage.members);
      expect(stage.taken).toBeLessThanOrEqual(stage.max_members);
    }
    expect(stages.reduce((sum, s) => sum + s.members, 0)).toBeLessThanOrEqual(9);
  });

  it("one person joining two teams of a race at once ends up in one", async () => {
    const race = await createRelayFixture(db(), { stages: 2, max: 3 });
    const [a, b, person] = await signedInPeople(db(), 3);
    const first = await createTeam(core.url, defined(a), race, "First");
    const second = await createTeam(core.url, defined(b), race, "Second");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        join(core.url, defined(person), defined((i % 2 ? first : second).joinCode)),
      ),
    );
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((x) => x.status !== 200).map(codeOf))).toEqual(
      new Set(["ALREADY_REGISTERED"]),
    );
  });
});
