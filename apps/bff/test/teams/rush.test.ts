import { describe, expect, it } from "vitest";
import { defined, type ErrorCode } from "@reg/domain";
import { type Browser } from "../support/clients";
import { useStack } from "../support/stack";
import { coreRows } from "../registration/support/core-state";
import { signedInCrowd } from "../support/crowd";

/** The seeded team swim: 4 stages of 1–2 swimmers. */
const SWIM = { eventCode: "volga-team-swim", raceCode: "team4" };
/** The seeded ekiden: 6 stages of one runner. */
const EKIDEN = { eventCode: "luzhniki-ekiden", raceCode: "ekiden" };

const { core, bff } = useStack({ kind: "postgres" });

/** The crowd: one real sign-up and copies of it (test/support/crowd.ts). */
const people = (count: number): Promise<Browser[]> => signedInCrowd(core, bff.url, count);

type Outcome = { ok: true } | { ok: false; code: ErrorCode | undefined };
async function outcome(call: Promise<unknown>): Promise<Outcome> {
  try {
    await call;
    return { ok: true };
  } catch (error) {
    return { ok: false, code: (error as { data?: { appCode?: ErrorCode } }).data?.appCode };
  }
}
const refusals = (outcomes: Outcome[]) => outcomes.flatMap((o) => (o.ok ? [] : [o.code]));

const stageCounts = async (teamId: string) =>
  (
    await coreRows(
      core,
      `select s.position, s.taken, (select count(*)::int from relay_team_members m
         where m.team_id = s.team_id and m.relay_position = s.position) as members
       from relay_team_stages s where s.team_id = '${teamId}' order by s.position`,
    )
  ).map((row) => [row.taken, row.members]);

describe("the team rush through the BFF, core on PostgreSQL", () => {
  it("more people than places join a team's last places at once: exactly the places are taken", async () => {
    const [captain, ...crowd] = await people(13);
    const team = await defined(captain).single.teams.create.mutate({
      ...EKIDEN,
      teamName: "Rush runners",
    });
    const outcomes = await Promise.all(
      crowd.map((browser) =>
        outcome(browser.single.teams.join.mutate({ joinCode: defined(team.joinCode) })),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect(refusals(outcomes)).toEqual(Array(7).fill("TEAM_FULL"));
    expect(await stageCounts(team.teamRegistrationId)).toEqual(Array(6).fill([1, 1]));
  });

  it("more people than a stage's places name it at once: the stage's bound holds", async () => {
    const [captain, ...crowd] = await people(9);
    const team = await defined(captain).single.teams.create.mutate({
      ...SWIM,
      teamName: "Rush swimmers",
      relayPosition: 1,
    });
    const outcomes = await Promise.all(
      crowd.map((browser) =>
        outcome(
          browser.single.teams.join.mutate({ joinCode: defined(team.joinCode), relayPosition: 2 }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(2);
    expect(new Set(refusals(outcomes))).toEqual(new Set(["TEAM_FULL"]));
    expect(await stageCounts(team.teamRegistrationId)).toEqual([
      [1, 1],
      [2, 2],
      [0, 0],
      [0, 0],
    ]);
  });

  it("more captains than the race's team places create teams at once: the race's bound holds", async () => {
    const [settings] = await coreRows(
      core,
      `update relay_race_settings s set max_teams = s.teams_taken + 3
       from races r join events e on e.id = r.event_id
       where r.id = s.race_id and e.code = '${SWIM.eventCode}' and r.code = '${SWIM.raceCode}'
       returning s.race_id, s.max_teams`,
    );
    const captains = await people(10);
    const outcomes = await Promise.all(
      captains.map((browser, i) =>
        outcome(browser.single.teams.create.mutate({ ...SWIM, teamName: `Wave ${i}` })),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    expect(new Set(refusals(outcomes))).toEqual(new Set(["TEAMS_SOLD_OUT"]));
    const [after] = await coreRows(
      core,
      `select s.teams_taken, s.max_teams, (select count(*)::int from relay_teams t where t.race_id = s.race_id) as teams
       from relay_race_settings s where s.race_id = ${Number(defined(settings).race_id)}`,
    );
    expect(after).toEqual({
      teams_taken: defined(settings).max_teams,
      max_teams: defined(settings).max_teams,
      teams: defined(settings).max_teams,
    });
  });
});
