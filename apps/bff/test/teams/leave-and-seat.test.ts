import { describe, expect, it } from "vitest";
import { defined } from "@reg/domain";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreRows } from "../registration/support/core-state";
import { signedInBrowser, validParticipant } from "../registration/support/people";

/** The seeded 4-stage team swim with room (1–2 swimmers a stage). */
const SWIM = { eventCode: "strogino-team-swim", raceCode: "team4x500" };

const { core, bff } = useStack();

const registrationsOfRace = () =>
  coreRows(
    core,
    `select count(*)::int as n from registrations r join races x on x.id = r.race_id
      join events e on e.id = x.event_id where e.code = '${SWIM.eventCode}'`,
  );

describe("a team race's registrations and leaving a team, through the BFF (decision 0029)", () => {
  it("refuses a participant form from someone in no team of the race, or on another stage; takes nothing", async () => {
    const captain = await signedInBrowser(bff.url);
    await captain.batch.teams.create.mutate({
      ...SWIM,
      teamName: "Strogino seats",
      relayPosition: 2,
    });
    const stranger = await signedInBrowser(bff.url);
    const before = await registrationsOfRace();
    const refused = await expectAppError(
      stranger.batch.registration.saveRegistration.mutate({
        ...SWIM,
        relayPosition: 1,
        ...validParticipant(),
      }),
      "TEAM_NOT_FOUND",
    );
    expect(refused.data?.fields).toEqual({ relayPosition: "team.notFound" });
    const wrongStage = await expectAppError(
      captain.batch.registration.saveRegistration.mutate({
        ...SWIM,
        relayPosition: 1,
        ...validParticipant(),
      }),
      "VALIDATION_FAILED",
    );
    expect(wrongStage.data?.fields).toEqual({ relayPosition: "field.invalid" });
    expect(await registrationsOfRace()).toEqual(before);
    const saved = await captain.batch.registration.saveRegistration.mutate({
      ...SWIM,
      relayPosition: 2,
      ...validParticipant(),
    });
    expect(saved.state).toBe("draft");
  });

  it("a member leaves by themself; the captain and a stranger cannot", async () => {
    const captain = await signedInBrowser(bff.url);
    const team = await captain.batch.teams.create.mutate({ ...SWIM, teamName: "Strogino leavers" });
    const [member, stranger] = await Promise.all([
      signedInBrowser(bff.url),
      signedInBrowser(bff.url),
    ]);
    await member.batch.teams.join.mutate({ joinCode: defined(team.joinCode) });
    const id = { teamRegistrationId: team.teamRegistrationId };
    await expectAppError(captain.batch.teams.leave.mutate(id), "INVALID_STATE");
    await expectAppError(stranger.batch.teams.leave.mutate(id), "NOT_FOUND");
    const left = await member.batch.teams.leave.mutate(id);
    expect(left).toMatchObject({ ...SWIM, team: null });
    await expectAppError(member.batch.teams.get.query(id), "NOT_FOUND");
    const roster = await captain.batch.teams.get.query(id);
    expect(roster.members).toHaveLength(1);
    expect(roster.stages.map((s) => s.members)).toEqual([1, 0, 0, 0]);
  });

  it("lists the caller's own teams only, with their standing, for Manage the team", async () => {
    const captain = await signedInBrowser(bff.url);
    const team = await captain.batch.teams.create.mutate({ ...SWIM, teamName: "Strogino listed" });
    const [member, stranger] = await Promise.all([
      signedInBrowser(bff.url),
      signedInBrowser(bff.url),
    ]);
    await member.batch.teams.join.mutate({ joinCode: defined(team.joinCode) });
    const mine = {
      teamRegistrationId: team.teamRegistrationId,
      teamName: "Strogino listed",
      ...SWIM,
    };
    const forming = { ...mine, standing: "forming" };
    expect(await captain.batch.teams.listMine.query()).toEqual([{ ...forming, isCaptain: true }]);
    expect(await member.batch.teams.listMine.query()).toEqual([{ ...forming, isCaptain: false }]);
    expect(await stranger.batch.teams.listMine.query()).toEqual([]);
    // A swimmer on each of the four stages: the team reads complete on every member's list.
    const [third, fourth] = await Promise.all([signedInBrowser(bff.url), signedInBrowser(bff.url)]);
    for (const swimmer of [third, fourth])
      await swimmer.batch.teams.join.mutate({ joinCode: defined(team.joinCode) });
    const complete = { ...mine, standing: "complete", isCaptain: false };
    expect(await fourth.batch.teams.listMine.query()).toEqual([complete]);
    expect(await member.batch.teams.listMine.query()).toEqual([complete]);
  });
});
