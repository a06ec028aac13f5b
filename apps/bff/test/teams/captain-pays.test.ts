import { describe, expect, it } from "vitest";
import { defined, type RelayTeam } from "@reg/domain";
import { type Browser } from "../support/clients";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreRows } from "../registration/support/core-state";
import { signedInBrowser, uniqueEmail, validParticipant } from "../registration/support/people";

/** The seeded 4-stage team swim with room (1–2 swimmers a stage). */
const SWIM = { eventCode: "strogino-team-swim", raceCode: "team4x500" };

const { core, bff } = useStack();

/** The swim's slot counter beside the registrations holding its slots. */
const raceState = async () =>
  (
    await coreRows(
      core,
      `select x.taken,
          (select count(*)::int from registrations r where r.race_id = x.id
            and r.state in ('draft', 'awaitingPayment', 'paid')) as holding
        from races x join events e on e.id = x.event_id
        where e.code = '${SWIM.eventCode}' and x.code = '${SWIM.raceCode}'`,
    )
  )[0];

async function captainPaidTeam(name: string): Promise<{ captain: Browser; team: RelayTeam }> {
  const captain = await signedInBrowser(bff.url);
  const team = await captain.batch.teams.create.mutate({
    ...SWIM,
    teamName: name,
    relayPosition: 1,
    paidBy: "captain",
  });
  return { captain, team };
}

describe("the captain pays for the whole team, through the BFF (teams.saveMember, memberForm, saveOrder)", () => {
  it("stores the members' forms, refuses an incomplete team with CONFLICT, then takes one order for all", async () => {
    const { captain, team } = await captainPaidTeam("Strogino captain pays");
    expect(team).toMatchObject({ paidBy: "captain", order: null });
    const ref = { teamRegistrationId: team.teamRegistrationId };
    const me = await captain.batch.user.getCurrent.query();
    const captainMember = defined(team.members[0]);
    await captain.batch.teams.saveMember.mutate({
      ...ref,
      memberId: captainMember.memberId,
      relayPosition: 1,
      ...validParticipant({ email: defined(me.email ?? undefined) }),
    });
    let roster = team;
    for (const relayPosition of [2, 3])
      roster = await captain.batch.teams.saveMember.mutate({
        ...ref,
        relayPosition,
        ...validParticipant({ email: uniqueEmail(), firstName: "Пловец" }),
      });
    expect(roster.members.map((m) => [m.relayPosition, m.state])).toEqual([
      [1, "formFilled"],
      [2, "formFilled"],
      [3, "formFilled"],
    ]);
    expect(roster.members.every((m) => m.email !== null)).toBe(true);
    const second = defined(roster.members[1]);
    const form = await captain.batch.teams.memberForm.query({ ...ref, memberId: second.memberId });
    expect(form).toMatchObject({
      memberId: second.memberId,
      relayPosition: 2,
      values: { firstName: "Пловец", email: second.email },
    });

    const before = await raceState();
    const incomplete = await expectAppError(
      captain.batch.teams.saveOrder.mutate(ref),
      "TEAM_INCOMPLETE",
    );
    expect(incomplete.data?.code).toBe("CONFLICT");
    expect(incomplete.data?.fields).toEqual({ "stages.4": "team.addAllMembers" });
    expect(await raceState()).toEqual(before);

    await captain.batch.teams.saveMember.mutate({
      ...ref,
      relayPosition: 4,
      ...validParticipant({ email: uniqueEmail(), firstName: "Пловец" }),
    });
    const order = await captain.batch.teams.saveOrder.mutate(ref);
    expect(order.registrationIds).toHaveLength(4);
    expect(order.registrationIds[0]).toBe(order.leadRegistrationId);
    expect(await captain.batch.teams.saveOrder.mutate(ref)).toEqual(order);
    expect(await raceState()).toEqual({
      taken: Number(before?.taken) + 4,
      holding: Number(before?.holding) + 4,
    });
    expect((await captain.batch.teams.get.query(ref)).order).toEqual(order);
    // Frozen now: a member's form cannot change under the order.
    await expectAppError(
      captain.batch.teams.saveMember.mutate({
        ...ref,
        memberId: second.memberId,
        relayPosition: 2,
        ...validParticipant({ email: defined(second.email ?? undefined) }),
      }),
      "INVALID_STATE",
    );
  });

  it("answers NOT_FOUND for another person's team and FORBIDDEN for a member; bad fields all at once", async () => {
    const { captain, team } = await captainPaidTeam("Strogino not yours");
    const ref = { teamRegistrationId: team.teamRegistrationId };
    const [member, stranger] = await Promise.all([
      signedInBrowser(bff.url),
      signedInBrowser(bff.url),
    ]);
    const memberEmail = defined((await member.batch.user.getCurrent.query()).email ?? undefined);
    const roster = await captain.batch.teams.saveMember.mutate({
      ...ref,
      relayPosition: 2,
      ...validParticipant({ email: memberEmail }),
    });
    const captainMember = defined(roster.members.find((m) => m.isCaptain)).memberId;
    const ownForm = { ...ref, memberId: captainMember, relayPosition: 1, ...validParticipant() };
    for (const [who, code] of [
      [stranger, "NOT_FOUND"],
      [member, "FORBIDDEN"],
    ] as const) {
      await expectAppError(who.batch.teams.saveMember.mutate(ownForm), code);
      await expectAppError(
        who.batch.teams.memberForm.query({ ...ref, memberId: captainMember }),
        code,
      );
      await expectAppError(who.batch.teams.saveOrder.mutate(ref), code);
    }
    // The member reads the roster without e-mails; nobody joins by the code.
    const asMember = await member.batch.teams.get.query(ref);
    expect(asMember.members.map((m) => m.email)).toEqual([null, null]);
    const joined = await expectAppError(
      stranger.batch.teams.join.mutate({ joinCode: defined(team.joinCode) }),
      "INVALID_STATE",
    );
    expect(joined.data?.fields).toEqual({ joinCode: "team.captainPays" });

    const bad = await expectAppError(
      captain.batch.teams.saveMember.mutate({
        ...ref,
        relayPosition: 3,
        ...validParticipant({ email: "nope", lastName: "" }),
      }),
      "VALIDATION_FAILED",
    );
    expect(Object.keys(bad.data?.fields ?? {}).sort()).toEqual(["email", "lastName"]);
    expect((await captain.batch.teams.get.query(ref)).members).toHaveLength(2);
  });
});
