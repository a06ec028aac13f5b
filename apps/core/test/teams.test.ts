import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "../src/db/query-rows";
import { defined, JOIN_CODE_LENGTH, relayRegistrationSchema } from "@reg/domain";
import { startCore, TEST_NOW, type RunningCore } from "./support/core";
import { daysFromNow } from "./support/fixtures";
import { signedInPeople } from "./support/people";
import { http } from "./support/http";
import { errorOf, get, post, validParticipant } from "./support/registration";
import {
  codeOf,
  createRelayFixture,
  createTeam,
  join,
  put,
  rosterOf,
  teamState,
} from "./support/teams";

describe("teams and relays (core, PGlite)", () => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore("pglite", {
      now: () => now,
      sweepIntervalMs: 0,
      wrongJoinCodeLimits: { perUser: 5, perAddress: 1000, windowMs: 15 * 60_000 },
    });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;
  const url = () => core.url;

  it("a captain creates a team, three people join by code, the roster shows each on a stage", async () => {
    const race = await createRelayFixture(db(), { stages: 4 });
    const [captain, a, b, c] = await signedInPeople(db(), 4);
    const created = await createTeam(url(), defined(captain), race, "  Быстрые   лоси ");
    expect(created).toMatchObject({
      teamName: "Быстрые лоси",
      isCaptain: true,
      standing: "forming",
    });
    const code = defined(created.joinCode);
    expect(code).toHaveLength(JOIN_CODE_LENGTH);
    expect(created.stages.map((s) => s.members)).toEqual([1, 0, 0, 0]);

    // Typed as people read it out: lower case, in groups.
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    const joined = rosterOf(await join(url(), defined(a), typed));
    expect(joined).toMatchObject({ isCaptain: false, joinCode: null });
    expect(joined.members.find((m) => m.isYou)?.relayPosition).toBe(2);
    rosterOf(await join(url(), defined(b), code, 4));
    const last = rosterOf(await join(url(), defined(c), code));
    expect(last.stages.map((s) => s.members)).toEqual([1, 1, 1, 1]);
    expect(last.standing).toBe("complete");
    expect(last.members.map((m) => m.state)).toEqual(["joined", "joined", "joined", "joined"]);

    const mine = relayRegistrationSchema.parse(
      (
        await get(
          url(),
          `/Register/ApiRelayRegistration?eventCode=${race.eventCode}&raceCode=${race.raceCode}`,
          defined(c),
        )
      ).json,
    );
    expect(mine.team).toMatchObject({
      teamRegistrationId: created.teamRegistrationId,
      isCaptain: false,
      relayPosition: 3,
    });
    expect(mine.teamsLeft).toBe(9);
    expect(mine.canCreateTeam).toBe(false);
  });

  it("a member's own registration (their share) shows as form filled on the roster", async () => {
    const race = await createRelayFixture(db(), { stages: 2 });
    const [captain, member] = await signedInPeople(db(), 2);
    const team = await createTeam(url(), defined(captain), race, "Share");
    rosterOf(await join(url(), defined(member), defined(team.joinCode)));
    const saved = await post(
      url(),
      "/Register/ApiSaveRegistration",
      {
        eventCode: race.eventCode,
        raceCode: race.raceCode,
        relayPosition: 2,
        ...validParticipant(),
      },
      defined(member),
    );
    expect(saved.status).toBe(200);
    const roster = rosterOf(
      await get(
        url(),
        `/Register/ApiRelayTeam?teamRegistrationId=${team.teamRegistrationId}`,
        defined(captain),
      ),
    );
    expect(roster.members.map((m) => [m.isCaptain, m.state])).toEqual([
      [true, "joined"],
      [false, "formFilled"],
    ]);
  });

  it("refuses a second team of the same name in any letter case, and changes nothing", async () => {
    const race = await createRelayFixture(db(), { stages: 2 });
    const [first, second] = await signedInPeople(db(), 2);
    await createTeam(url(), defined(first), race, "Fast Elks");
    const before = await teamState(db(), race.raceId);
    const again = await post(
      url(),
      "/Register/ApiSaveRelayRegistration",
      { eventCode: race.eventCode, raceCode: race.raceCode, teamName: "fast  ELKS" },
      defined(second),
    );
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: "TEAM_EXISTS", fields: { teamName: "team.exists" } });
    expect(await teamState(db(), race.raceId)).toEqual(before);
  });

  it("takes no more teams than the race allows", async () => {
    const race = await createRelayFixture(db(), { stages: 2, maxTeams: 1 });
    const [first, second] = await signedInPeople(db(), 2);
    await createTeam(url(), defined(first), race, "One");
    const more = await post(
      url(),
      "/Register/ApiSaveRelayRegistration",
      { eventCode: race.eventCode, raceCode: race.raceCode, teamName: "Two" },
      defined(second),
    );
    expect(codeOf(more)).toBe("TEAMS_SOLD_OUT");
  });

  it("answers a wrong code 'not found' under the code's field, and stops counting after the limit", async () => {
    const race = await createRelayFixture(db(), { stages: 2, max: 3 });
    const [captain, guesser, other] = await signedInPeople(db(), 3);
    const team = await createTeam(url(), defined(captain), race, "Guarded");
    const wrong = await join(url(), defined(guesser), "ABCDEFGHJKMN");
    expect(wrong.status).toBe(404);
    expect(errorOf(wrong)).toEqual({
      code: "TEAM_NOT_FOUND",
      fields: { joinCode: "joinCode.notFound" },
    });
    const malformed = await join(url(), defined(guesser), "0000");
    expect(errorOf(malformed)).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { joinCode: "joinCode.notFound" },
    });
    for (let i = 0; i < 4; i++)
      await join(url(), defined(guesser), `ABCDEFGHJK${"MNPQ"[i] ?? "M"}2`);
    // Five wrong codes: now even the right one is refused for this person, not for another.
    const blocked = await join(url(), defined(guesser), defined(team.joinCode));
    expect(codeOf(blocked)).toBe("TOO_MANY_ATTEMPTS");
    expect(
      rosterOf(await join(url(), defined(other), defined(team.joinCode))).members,
    ).toHaveLength(2);
    now = new Date(now.getTime() + 16 * 60_000);
    try {
      expect(
        rosterOf(await join(url(), defined(guesser), defined(team.joinCode))).members,
      ).toHaveLength(3);
    } finally {
      now = TEST_NOW;
    }
  });

  it("lets only members read the roster and only the captain change it", async () => {
    const race = await createRelayFixture(db(), { stages: 3, max: 2 });
    const [captain, member, stranger] = await signedInPeople(db(), 3);
    const team = await createTeam(url(), defined(captain), race, "Private");
    const joined = rosterOf(await join(url(), defined(member), defined(team.joinCode)));
    const memberId = defined(joined.members.find((m) => m.isYou)).memberId;
    const id = team.teamRegistrationId;
    const before = await teamState(db(), race.raceId);

    const peek = await get(
      url(),
      `/Register/ApiRelayTeam?teamRegistrationId=${id}`,
      defined(stranger),
    );
    expect(codeOf(peek)).toBe("NOT_FOUND");
    const attempts = [
      ["/Register/ApiMoveRelayParticipant", { teamRegistrationId: id, memberId, relayPosition: 3 }],
      ["/Register/ApiRemoveRelayParticipant", { teamRegistrationId: id, memberId }],
      ["/Register/ApiRegenerateRelayJoinCode", { teamRegistrationId: id }],
      ["/Register/ApiHandRelayCaptaincy", { teamRegistrationId: id, memberId }],
    ] as const;
    for (const [path, body] of attempts) {
      expect(codeOf(await post(url(), path, body, defined(stranger)))).toBe("NOT_FOUND");
      expect(codeOf(await post(url(), path, body, defined(member)))).toBe("FORBIDDEN");
    }
    const rename = { teamName: "Mine now", eventCode: race.eventCode, raceCode: race.raceCode };
    expect(
      codeOf(await put(url(), "/Register/ApiChangeRelayTeamName", rename, defined(stranger))),
    ).toBe("NOT_FOUND");
    expect(
      codeOf(await put(url(), "/Register/ApiChangeRelayTeamName", rename, defined(member))),
    ).toBe("FORBIDDEN");
    expect(codeOf(await get(url(), `/Register/ApiRelayTeam?teamRegistrationId=${id}`))).toBe(
      "UNAUTHORIZED",
    );
    expect(await teamState(db(), race.raceId)).toEqual(before);
  });

  it("the captain moves, removes, renames, regenerates the code and hands the captaincy", async () => {
    const race = await createRelayFixture(db(), { stages: 3, max: 1 });
    const [captain, a, b, late] = await signedInPeople(db(), 4);
    const team = await createTeam(url(), defined(captain), race, "Movers");
    const id = team.teamRegistrationId;
    rosterOf(await join(url(), defined(a), defined(team.joinCode)));
    const withB = rosterOf(await join(url(), defined(b), defined(team.joinCode)));
    const memberA = defined(withB.members.find((m) => m.relayPosition === 2)).memberId;
    const memberB = defined(withB.members.find((m) => m.relayPosition === 3)).memberId;

    // Stage 3 is taken: no room to move A there.
    const full = await post(
      url(),
      "/Register/ApiMoveRelayParticipant",
      { teamRegistrationId: id, memberId: memberA, relayPosition: 3 },
      defined(captain),
    );
    expect(codeOf(full)).toBe("TEAM_FULL");
    const removed = rosterOf(
      await post(
        url(),
        "/Register/ApiRemoveRelayParticipant",
        { teamRegistrationId: id, memberId: memberB },
        defined(captain),
      ),
    );
    expect(removed.stages.map((s) => s.members)).toEqual([1, 1, 0]);
    const moved = rosterOf(
      await post(
        url(),
        "/Register/ApiMoveRelayParticipant",
        { teamRegistrationId: id, memberId: memberA, relayPosition: 3 },
        defined(captain),
      ),
    );
    expect(moved.stages.map((s) => s.members)).toEqual([1, 0, 1]);
    // The removed member may come back.
    expect(rosterOf(await join(url(), defined(b), defined(team.joinCode), 2)).members).toHaveLength(
      3,
    );
    // The captain cannot remove themself.
    const self = defined(moved.members.find((m) => m.isCaptain)).memberId;
    expect(
      codeOf(
        await post(
          url(),
          "/Register/ApiRemoveRelayParticipant",
          { teamRegistrationId: id, memberId: self },
          defined(captain),
        ),
      ),
    ).toBe("INVALID_STATE");

    const renamed = rosterOf(
      await put(
        url(),
        "/Register/ApiChangeRelayTeamName",
        { teamName: "Shakers", eventCode: race.eventCode, raceCode: race.raceCode },
        defined(captain),
      ),
    );
    expect(renamed.teamName).toBe("Shakers");

    const fresh = rosterOf(
      await post(
        url(),
        "/Register/ApiRegenerateRelayJoinCode",
        { teamRegistrationId: id },
        defined(captain),
      ),
    );
    expect(fresh.joinCode).not.toBe(team.joinCode);
    expect(codeOf(await join(url(), defined(late), defined(team.joinCode)))).toBe("TEAM_NOT_FOUND");

    const handed = rosterOf(
      await post(
        url(),
        "/Register/ApiHandRelayCaptaincy",
        { teamRegistrationId: id, memberId: memberA },
        defined(captain),
      ),
    );
    expect(handed.isCaptain).toBe(false);
    expect(handed.joinCode).toBeNull();
    expect(defined(handed.members.find((m) => m.memberId === memberA)).isCaptain).toBe(true);
    expect(
      codeOf(
        await post(
          url(),
          "/Register/ApiRegenerateRelayJoinCode",
          { teamRegistrationId: id },
          defined(captain),
        ),
      ),
    ).toBe("FORBIDDEN");
    expect(
      rosterOf(
        await post(
          url(),
          "/Register/ApiRegenerateRelayJoinCode",
          { teamRegistrationId: id },
          defined(a),
        ),
      ).isCaptain,
    ).toBe(true);
  });

  it("stops roster changes at the roster lock; a team short of a stage is then incomplete, a full one complete", async () => {
    const lock = daysFromNow(2);
    const race = await createRelayFixture(db(), { stages: 2, rosterLocksAt: lock });
    const [captain, member, other, late] = await signedInPeople(db(), 4);
    const short = await createTeam(url(), defined(captain), race, "Short");
    const full = await createTeam(url(), defined(member), race, "Full");
    rosterOf(await join(url(), defined(other), defined(full.joinCode)));
    now = lock;
    try {
      const before = await teamState(db(), race.raceId);
      expect(codeOf(await join(url(), defined(late), defined(short.joinCode)))).toBe(
        "ROSTER_LOCKED",
      );
      const renamed = await put(
        url(),
        "/Register/ApiChangeRelayTeamName",
        { teamName: "Later", eventCode: race.eventCode, raceCode: race.raceCode },
        defined(captain),
      );
      expect(codeOf(renamed)).toBe("ROSTER_LOCKED");
      const shortNow = rosterOf(
        await get(
          url(),
          `/Register/ApiRelayTeam?teamRegistrationId=${short.teamRegistrationId}`,
          defined(captain),
        ),
      );
      expect(shortNow).toMatchObject({
        standing: "incomplete",
        rosterOpen: false,
        rosterLocksAt: lock.toISOString(),
      });
      const fullNow = rosterOf(
        await get(
          url(),
          `/Register/ApiRelayTeam?teamRegistrationId=${full.teamRegistrationId}`,
          defined(member),
        ),
      );
      expect(fullNow.standing).toBe("complete");
      expect(await teamState(db(), race.raceId)).toEqual(before);
    } finally {
      now = TEST_NOW;
    }
  });

  it("takes no team or member while the race's registration is closed, and a tenant's site finds only its own teams", async () => {
    const closed = await createRelayFixture(db(), { stages: 2, opensAt: daysFromNow(3) });
    const [captain, member] = await signedInPeople(db(), 2);
    const early = await post(
      url(),
      "/Register/ApiSaveRelayRegistration",
      { eventCode: closed.eventCode, raceCode: closed.raceCode, teamName: "Too early" },
      defined(captain),
    );
    expect(codeOf(early)).toBe("REGISTRATION_CLOSED");

    const portal = await createRelayFixture(db(), { stages: 2 });
    const team = await createTeam(url(), defined(captain), portal, "Portal team");
    const onTenant = await http(url(), "/Register/ApiJoinRelayTeam", {
      method: "POST",
      headers: {
        host: "pionercup.localhost:4001",
        "content-type": "application/json",
        cookie: defined(member),
      },
      body: JSON.stringify({ joinCode: team.joinCode }),
    });
    expect(codeOf(onTenant)).toBe("TEAM_NOT_FOUND");
    expect(
      rosterOf(await join(url(), defined(member), defined(team.joinCode))).members,
    ).toHaveLength(2);
  });

  it("answers bad input with the field's message and changes nothing", async () => {
    const race = await createRelayFixture(db(), { stages: 2 });
    const [captain] = await signedInPeople(db(), 1);
    const before = await teamState(db(), race.raceId);
    const base = { eventCode: race.eventCode, raceCode: race.raceCode };
    const cases: [string, unknown, Record<string, string>][] = [
      ["/Register/ApiSaveRelayRegistration", { ...base }, { teamName: "team.nameRequired" }],
      [
        "/Register/ApiSaveRelayRegistration",
        { ...base, teamName: "   " },
        { teamName: "team.nameRequired" },
      ],
      [
        "/Register/ApiSaveRelayRegistration",
        { ...base, teamName: "x".repeat(101) },
        { teamName: "field.tooLong" },
      ],
      [
        "/Register/ApiSaveRelayRegistration",
        { ...base, teamName: "Ok", relayPosition: 0 },
        { relayPosition: "field.invalid" },
      ],
      [
        "/Register/ApiSaveRelayRegistration",
        { ...base, teamName: "Ok", relayPosition: 3 },
        { relayPosition: "field.invalid" },
      ],
      ["/Register/ApiJoinRelayTeam", {}, { joinCode: "joinCode.required" }],
      [
        "/Register/ApiMoveRelayParticipant",
        { teamRegistrationId: "7", memberId: "x", relayPosition: 1 },
        { teamRegistrationId: "field.invalid", memberId: "field.invalid" },
      ],
    ];
    for (const [path, body, fields] of cases) {
      const answer = await post(url(), path, body, defined(captain));
      expect(answer.status, path).toBe(400);
      expect(errorOf(answer).fields).toMatchObject(fields);
    }
    expect(
      codeOf(await post(url(), "/Register/ApiSaveRelayRegistration", { ...base, teamName: "Ok" })),
    ).toBe("UNAUTHORIZED");
    const plain = await get(
      url(),
      `/Register/ApiRelayRegistration?eventCode=${race.eventCode}&raceCode=nope`,
      defined(captain),
    );
    expect(codeOf(plain)).toBe("NOT_FOUND");
    expect(await teamState(db(), race.raceId)).toEqual(before);
  });

  it("seeds believable teams on the demo relays", async () => {
    const rows = await queryRows(
      db(),
      sql`select t.name, count(m.id)::int as members from relay_teams t join relay_team_members m on m.team_id = t.id
          where t.join_code in ('MSKRUN234567', 'VXGSWM234567')
          group by t.name order by t.name`,
      z.object({ name: z.string(), members: z.number() }),
    );
    expect(rows).toEqual([
      { name: "Volga Otters", members: 4 },
      { name: "Лоси с Лужников", members: 4 },
    ]);
  });
});
