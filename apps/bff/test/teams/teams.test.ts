import { describe, expect, it } from "vitest";
import { defined, type RelayTeam } from "@reg/domain";
import { type Browser } from "../support/clients";
import { expectAppError } from "../support/expect-app-error";
import { payOnCheckoutPage } from "../support/checkout";
import { useStack } from "../support/stack";
import { coreRows } from "../registration/support/core-state";
import {
  anonymousBrowser,
  signedInBrowser,
  validParticipant,
} from "../registration/support/people";

/** The seeded 4-stage team swim (1–2 swimmers a stage), open now whatever day the tests run. */
const SWIM = { eventCode: "volga-team-swim", raceCode: "team4" };
/** The seeded 6-stage ekiden (one runner a stage). */
const EKIDEN = { eventCode: "luzhniki-ekiden", raceCode: "ekiden" };

const { core, bff } = useStack();

/** What the team tables hold: compared before and after a refused call. */
const teamTables = () =>
  coreRows(
    core,
    `select (select json_agg(t order by t.id) from relay_teams t) as teams,
            (select json_agg(s order by s.team_id, s.position) from relay_team_stages s) as stages,
            (select json_agg(m order by m.id) from relay_team_members m) as members,
            (select json_agg(r order by r.race_id) from relay_race_settings r) as settings`,
  );

async function captainWithTeam(
  name: string,
  race = SWIM,
): Promise<{ captain: Browser; team: RelayTeam }> {
  const captain = await signedInBrowser(bff.url);
  const team = await captain.batch.teams.create.mutate({ ...race, teamName: name });
  return { captain, team };
}

describe("teams through the BFF (teams.*)", () => {
  it("a captain creates a team, members join by code, the captain manages the roster", async () => {
    const { captain, team } = await captainWithTeam("Волжские выдры");
    expect(team).toMatchObject({
      teamName: "Волжские выдры",
      isCaptain: true,
      standing: "forming",
    });
    const code = defined(team.joinCode);

    const [a, b] = await Promise.all([signedInBrowser(bff.url), signedInBrowser(bff.url)]);
    const joinedA = await a.batch.teams.join.mutate({ joinCode: code.toLowerCase() });
    expect(joinedA).toMatchObject({ isCaptain: false, joinCode: null });
    const joinedB = await b.batch.teams.join.mutate({ joinCode: code, relayPosition: 4 });
    const memberB = defined(joinedB.members.find((m) => m.isYou));

    const seen = await a.batch.teams.getForRace.query(SWIM);
    expect(seen.team).toMatchObject({
      teamRegistrationId: team.teamRegistrationId,
      isCaptain: false,
    });

    const id = team.teamRegistrationId;
    const moved = await captain.batch.teams.moveMember.mutate({
      teamRegistrationId: id,
      memberId: memberB.memberId,
      relayPosition: 3,
    });
    expect(moved.stages.map((s) => s.members)).toEqual([1, 1, 1, 0]);
    const renamed = await captain.batch.teams.rename.mutate({ ...SWIM, teamName: "Выдры" });
    expect(renamed.teamName).toBe("Выдры");
    const removed = await captain.batch.teams.removeMember.mutate({
      teamRegistrationId: id,
      memberId: memberB.memberId,
    });
    expect(removed.members).toHaveLength(2);
    const fresh = await captain.batch.teams.regenerateCode.mutate({ teamRegistrationId: id });
    await expectAppError(b.batch.teams.join.mutate({ joinCode: code }), "TEAM_NOT_FOUND");
    await b.batch.teams.join.mutate({ joinCode: defined(fresh.joinCode) });
    const memberA = defined(joinedA.members.find((m) => m.isYou));
    const handed = await captain.batch.teams.handCaptaincy.mutate({
      teamRegistrationId: id,
      memberId: memberA.memberId,
    });
    expect(handed.isCaptain).toBe(false);
    expect((await a.batch.teams.get.query({ teamRegistrationId: id })).isCaptain).toBe(true);
  });

  it("each member pays their own share: the roster shows who joined, who filled the form, who paid", async () => {
    const { captain, team } = await captainWithTeam("Own shares");
    const [payer, filler] = await Promise.all([signedInBrowser(bff.url), signedInBrowser(bff.url)]);
    await payer.batch.teams.join.mutate({ joinCode: defined(team.joinCode), relayPosition: 2 });
    await filler.batch.teams.join.mutate({ joinCode: defined(team.joinCode), relayPosition: 3 });
    const paid = await payer.batch.registration.saveRegistration.mutate({
      ...SWIM,
      relayPosition: 2,
      ...validParticipant(),
    });
    await payer.batch.registration.confirmCart.mutate({ registrationId: paid.registrationId });
    const start = await payer.batch.payment.pay.mutate({
      registrationId: paid.registrationId,
      paymentType: "card",
    });
    await payOnCheckoutPage(bff.url, start);
    await filler.batch.registration.saveRegistration.mutate({
      ...SWIM,
      relayPosition: 3,
      ...validParticipant(),
    });

    const roster = await captain.batch.teams.get.query({
      teamRegistrationId: team.teamRegistrationId,
    });
    expect(roster.members.map((m) => [m.relayPosition, m.state])).toEqual([
      [1, "joined"],
      [2, "paid"],
      [3, "formFilled"],
    ]);
  });

  it("refuses a duplicate name (any letter case) with TEAM_EXISTS under the name, changing nothing", async () => {
    await captainWithTeam("Ekiden Elks", EKIDEN);
    const other = await signedInBrowser(bff.url);
    const before = await teamTables();
    const error = await expectAppError(
      other.batch.teams.create.mutate({ ...EKIDEN, teamName: "ekiden  ELKS" }),
      "TEAM_EXISTS",
    );
    expect(error.data?.fields).toEqual({ teamName: "team.exists" });
    expect(await teamTables()).toEqual(before);
  });

  it("answers a wrong code 'Team not found' under the code field", async () => {
    const person = await signedInBrowser(bff.url);
    const error = await expectAppError(
      person.batch.teams.join.mutate({ joinCode: "ABCD-EFGH-JKMN" }),
      "TEAM_NOT_FOUND",
    );
    expect(error.data?.fields).toEqual({ joinCode: "joinCode.notFound" });
  });

  it("nobody reads or changes another's team by guessing its id", async () => {
    const { captain, team } = await captainWithTeam("Guarded otters");
    const stranger = await signedInBrowser(bff.url);
    const member = await signedInBrowser(bff.url);
    const joined = await member.batch.teams.join.mutate({ joinCode: defined(team.joinCode) });
    const memberId = defined(joined.members.find((m) => m.isYou)).memberId;
    const id = team.teamRegistrationId;
    const before = await teamTables();
    await expectAppError(stranger.batch.teams.get.query({ teamRegistrationId: id }), "NOT_FOUND");
    for (const who of [stranger, member]) {
      const code = who === stranger ? "NOT_FOUND" : "FORBIDDEN";
      await expectAppError(
        who.batch.teams.moveMember.mutate({ teamRegistrationId: id, memberId, relayPosition: 2 }),
        code,
      );
      await expectAppError(
        who.batch.teams.removeMember.mutate({ teamRegistrationId: id, memberId }),
        code,
      );
      await expectAppError(who.batch.teams.regenerateCode.mutate({ teamRegistrationId: id }), code);
      await expectAppError(
        who.batch.teams.handCaptaincy.mutate({ teamRegistrationId: id, memberId }),
        code,
      );
    }
    await expectAppError(
      member.batch.teams.rename.mutate({ ...SWIM, teamName: "Taken over" }),
      "FORBIDDEN",
    );
    await expectAppError(
      stranger.batch.teams.rename.mutate({ ...SWIM, teamName: "Taken over" }),
      "NOT_FOUND",
    );
    const anonymous = await anonymousBrowser(bff.url);
    await expectAppError(
      anonymous.batch.teams.get.query({ teamRegistrationId: id }),
      "UNAUTHORIZED",
    );
    await expectAppError(
      anonymous.batch.teams.create.mutate({ ...SWIM, teamName: "Nobody" }),
      "UNAUTHORIZED",
    );
    expect(await teamTables()).toEqual(before);
    expect((await captain.batch.teams.get.query({ teamRegistrationId: id })).members).toHaveLength(
      2,
    );
  });

  it("bad input at every procedure is VALIDATION_FAILED with the field's message, and changes nothing", async () => {
    const { captain, team } = await captainWithTeam("Input otters");
    const id = team.teamRegistrationId;
    const memberId = defined(team.members[0]).memberId;
    const before = await teamTables();
    const t = captain.single.teams;
    const cases: [() => Promise<unknown>, Record<string, string> | undefined][] = [
      [
        () => t.getForRace.query({ eventCode: "bad code!", raceCode: "team4" } as never),
        { eventCode: "field.invalid" },
      ],
      [() => t.get.query({ teamRegistrationId: "42" }), { teamRegistrationId: "field.invalid" }],
      [() => t.create.mutate({ ...SWIM, teamName: "" }), { teamName: "team.nameRequired" }],
      [
        () => t.create.mutate({ ...SWIM, teamName: "x".repeat(101) }),
        { teamName: "field.tooLong" },
      ],
      [
        () => t.create.mutate({ ...SWIM, teamName: "Ok", relayPosition: 0 }),
        { relayPosition: "field.invalid" },
      ],
      [() => t.join.mutate({ joinCode: "" }), { joinCode: "joinCode.required" }],
      [() => t.join.mutate({ joinCode: "0O1I" }), { joinCode: "joinCode.notFound" }],
      [
        () => t.moveMember.mutate({ teamRegistrationId: id, memberId, relayPosition: 21 }),
        { relayPosition: "field.invalid" },
      ],
      [
        () => t.removeMember.mutate({ teamRegistrationId: id, memberId: "me" }),
        { memberId: "field.invalid" },
      ],
      [() => t.rename.mutate({ ...SWIM, teamName: "   " }), { teamName: "team.nameRequired" }],
      [
        () => t.regenerateCode.mutate({ teamRegistrationId: "" }),
        { teamRegistrationId: "field.invalid" },
      ],
      [
        () => t.handCaptaincy.mutate({ teamRegistrationId: id, memberId: "x" }),
        { memberId: "field.invalid" },
      ],
      [() => t.create.mutate({ ...SWIM, teamName: "Ok", captainUserId: "x" } as never), undefined],
    ];
    for (const [call, fields] of cases) {
      const error = await expectAppError(call(), "VALIDATION_FAILED");
      if (fields) expect(error.data?.fields).toMatchObject(fields);
    }
    // A stage the race does not have is refused by core the same way.
    const stage = await expectAppError(
      t.create.mutate({ ...EKIDEN, teamName: "Seven", relayPosition: 7 }),
      "VALIDATION_FAILED",
    );
    expect(stage.data?.fields).toEqual({ relayPosition: "field.invalid" });
    expect(await teamTables()).toEqual(before);
  });
});
