import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  currentUserSchema,
  defined,
  relayMemberFormSchema,
  relayRegistrationSchema,
  type RelayTeam,
  teamOrderSchema,
  type TeamOrder,
} from "@reg/domain";
import { queryRows } from "../src/db/query-rows";
import type { CoreDb } from "../src/index";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import type { RaceFixture } from "./support/fixtures";
import type { HttpResponse } from "./support/http";
import {
  paymentCounts,
  savePayTogether,
  savePayTogetherRaw,
  uniqueEmail,
} from "./support/pay-together";
import {
  payByCard,
  payInfoOf,
  SANDBOX_TEST_CARDS,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import { signedInPeople } from "./support/people";
import { errorOf, get, post, validParticipant } from "./support/registration";
import { codeOf, createRelayFixture, join, rosterOf, teamState } from "./support/teams";

/*
 * The captain pays for the whole team (decision 0026 §7): the captain stores every member's form,
 * takes the team's order — every member's slot in one statement, all or none — and pays it in one
 * payment; nobody else joins, registers or pays a share on their own.
 */

const MINUTE = 60_000;
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);

const raceOf = (race: RaceFixture) => ({ eventCode: race.eventCode, raceCode: race.raceCode });

async function emailOf(url: string, cookie: string): Promise<string> {
  const me = currentUserSchema.parse((await get(url, "/api/users/getCurrent", cookie)).json);
  return defined(me.email ?? undefined);
}

function createCaptainTeam(
  url: string,
  cookie: string,
  race: RaceFixture,
  teamName: string,
  relayPosition = 1,
): Promise<HttpResponse> {
  return post(
    url,
    "/Register/ApiSaveRelayRegistration",
    { ...raceOf(race), teamName, relayPosition, paidBy: "captain" },
    cookie,
  );
}

function saveMember(
  url: string,
  cookie: string,
  teamRegistrationId: string,
  member: { memberId?: string; relayPosition: number } & Record<string, unknown>,
): Promise<HttpResponse> {
  return post(url, "/Register/ApiSaveRelayParticipant", { teamRegistrationId, ...member }, cookie);
}

const saveOrder = (url: string, cookie: string, teamRegistrationId: string) =>
  post(url, "/Register/ApiSaveRelayTeamOrder", { teamRegistrationId }, cookie);

function orderOf(response: HttpResponse): TeamOrder {
  if (response.status !== 200)
    throw new Error(`expected the team's order, got ${response.status} ${response.text}`);
  return teamOrderSchema.parse(response.json);
}

const raceRow = z.object({ taken: z.number(), holding: z.number(), registrations: z.number() });

/** The race's counter beside the registrations that hold its slots, and all its registrations. */
async function raceCounts(db: CoreDb, raceId: number): Promise<z.infer<typeof raceRow>> {
  const [row] = await queryRows(
    db,
    sql`select (select taken from races where id = ${raceId}) as taken,
          (select count(*)::int from registrations where race_id = ${raceId}
            and state in ('draft', 'awaitingPayment', 'paid')) as holding,
          (select count(*)::int from registrations where race_id = ${raceId}) as registrations`,
    raceRow,
  );
  return defined(row);
}

const registrationRow = z.object({
  id: z.string(),
  state: z.string(),
  made_by_user_id: z.string().nullable(),
  user_id: z.string(),
  relay_position: z.number().nullable(),
  expires_at: z.string(),
  email: z.string(),
});

async function registrationsOf(db: CoreDb, ids: readonly string[]) {
  const rows = await queryRows(
    db,
    sql`select r.id::text as id, r.state, r.made_by_user_id::text as made_by_user_id, r.user_id::text as user_id,
          r.relay_position, to_char(r.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as expires_at,
          r.participant->>'email' as email
        from registrations r where r.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
    registrationRow,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Counts of what saving a member's form may write, to show a refusal wrote nothing. */
async function writes(db: CoreDb): Promise<unknown> {
  const [row] = await queryRows(
    db,
    sql`select (select count(*)::int from users) as users,
          (select count(*)::int from relay_team_members) as members,
          (select count(*)::int from relay_member_forms) as forms,
          (select coalesce(max(updated_at)::text, '') from relay_member_forms) as last_form,
          (select count(*)::int from outbox_messages) as mails`,
    z.record(z.string(), z.unknown()),
  );
  return row;
}

describe.each(DRIVERS)("the captain pays for the whole team on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startPaymentsCore(driver, () => now);
  });
  afterAll(() => core.close());
  const db = () => core.server.db;
  const url = () => core.url;

  /** A captain-paid team on a race of `stages` stages (one member each), the captain on stage 1. */
  async function captainTeam(race: RaceFixture, name: string) {
    const [captain, existing, stranger] = await signedInPeople(db(), 3);
    const created = await createCaptainTeam(url(), defined(captain), race, name);
    const team = rosterOf(created);
    return {
      captain: defined(captain),
      existing: defined(existing),
      stranger: defined(stranger),
      team,
      id: team.teamRegistrationId,
    };
  }

  /** Stores the captain's own form and one new member's form per other stage; resolves to the roster. */
  async function fillTeam(
    race: RaceFixture & { stages: number },
    t: Awaited<ReturnType<typeof captainTeam>>,
  ): Promise<RelayTeam> {
    const captainMember = defined(t.team.members[0]);
    let roster = rosterOf(
      await saveMember(url(), t.captain, t.id, {
        memberId: captainMember.memberId,
        relayPosition: 1,
        ...validParticipant({ email: await emailOf(url(), t.captain) }),
      }),
    );
    for (let stage = 2; stage <= race.stages; stage++)
      roster = rosterOf(
        await saveMember(url(), t.captain, t.id, {
          relayPosition: stage,
          ...validParticipant({ email: uniqueEmail(), firstName: "Участник" }),
        }),
      );
    return roster;
  }

  it("the whole journey: forms, an incomplete team refused, one order of N slots, one payment for all", async () => {
    now = TEST_NOW;
    const race = await createRelayFixture(db(), { stages: 3 });
    const [captain, existing, other] = await signedInPeople(db(), 3);
    const forRace = `/Register/ApiRelayRegistration?eventCode=${race.eventCode}&raceCode=${race.raceCode}`;
    expect(
      relayRegistrationSchema.parse((await get(url(), forRace, defined(other))).json),
    ).toMatchObject({
      canCreateTeam: true,
      canCaptainPay: true,
      team: null,
    });
    const team = rosterOf(await createCaptainTeam(url(), defined(captain), race, "Кэп платит"));
    expect(team).toMatchObject({ paidBy: "captain", order: null, isCaptain: true });
    const id = team.teamRegistrationId;
    expect(
      relayRegistrationSchema.parse((await get(url(), forRace, defined(captain))).json).team,
    ).toMatchObject({
      paidBy: "captain",
      isCaptain: true,
    });
    const captainEmail = await emailOf(url(), defined(captain));
    const existingEmail = await emailOf(url(), defined(existing));
    const captainMember = defined(team.members[0]);
    expect(captainMember).toMatchObject({ state: "joined", email: captainEmail });

    // The captain's own form, under their own member id; read back as the wizard pre-fills it.
    const own = rosterOf(
      await saveMember(url(), defined(captain), id, {
        memberId: captainMember.memberId,
        relayPosition: 1,
        ...validParticipant({ email: captainEmail, firstName: "Кэп" }),
      }),
    );
    expect(own.members[0]).toMatchObject({ state: "formFilled", isYou: true });
    const ownForm = relayMemberFormSchema.parse(
      (
        await get(
          url(),
          `/Register/ApiRelayParticipant?teamRegistrationId=${id}&memberId=${captainMember.memberId}`,
          defined(captain),
        )
      ).json,
    );
    expect(ownForm).toMatchObject({
      memberId: captainMember.memberId,
      relayPosition: 1,
      values: { email: captainEmail, firstName: "Кэп", noClub: true, agreeTerms: true },
    });

    // A member with an account, found by the form's e-mail.
    const withExisting = rosterOf(
      await saveMember(url(), defined(captain), id, {
        relayPosition: 2,
        ...validParticipant({ email: existingEmail, firstName: "Иван" }),
      }),
    );
    expect(withExisting.members.map((m) => [m.relayPosition, m.state, m.email])).toEqual([
      [1, "formFilled", captainEmail],
      [2, "formFilled", existingEmail],
    ]);
    // The member reads the roster without anyone's e-mail, and cannot take the order.
    const asMember = rosterOf(
      await get(url(), `/Register/ApiRelayTeam?teamRegistrationId=${id}`, defined(existing)),
    );
    expect(asMember.members.map((m) => m.email)).toEqual([null, null]);

    // Stage 3 has nobody yet: TEAM_INCOMPLETE naming it, nothing taken.
    const before = await raceCounts(db(), race.raceId);
    const incomplete = await saveOrder(url(), defined(captain), id);
    expect(incomplete.status).toBe(409);
    expect(errorOf(incomplete)).toEqual({
      code: "TEAM_INCOMPLETE",
      fields: { "stages.3": "team.addAllMembers" },
    });
    expect(await raceCounts(db(), race.raceId)).toEqual(before);

    // A new e-mail: a managed account, its set-your-password mail, seated on stage 3.
    const newEmail = uniqueEmail();
    const complete = rosterOf(
      await saveMember(url(), defined(captain), id, {
        relayPosition: 3,
        ...validParticipant({ email: newEmail, firstName: "Новичок", lastName: "Первый" }),
      }),
    );
    const newcomer = defined(complete.members.find((m) => m.relayPosition === 3));
    expect(newcomer).toMatchObject({
      firstName: "Новичок",
      lastName: "Первый",
      state: "formFilled",
      email: newEmail,
    });
    expect(complete.standing).toBe("complete");
    const [account] = await queryRows(
      db(),
      sql`select u.password_hash,
            (select count(*)::int from outbox_messages o where o.recipient = u.email and o.kind = 'relativeInvite') as invites
          from users u where u.email = ${newEmail}`,
      z.object({ password_hash: z.string(), invites: z.number() }),
    );
    expect(account).toEqual({ password_hash: "unset", invites: 1 });
    const newcomerForm = relayMemberFormSchema.parse(
      (
        await get(
          url(),
          `/Register/ApiRelayParticipant?teamRegistrationId=${id}&memberId=${newcomer.memberId}`,
          defined(captain),
        )
      ).json,
    );
    expect(newcomerForm.values).toMatchObject({ email: newEmail, firstName: "Новичок" });

    // The order: all three slots at once, one window; the captain's a draft, the others awaiting payment.
    now = at(1);
    const order = orderOf(await saveOrder(url(), defined(captain), id));
    expect(order.registrationIds).toHaveLength(3);
    expect(order.registrationIds[0]).toBe(order.leadRegistrationId);
    expect(await raceCounts(db(), race.raceId)).toEqual({
      taken: before.taken + 3,
      holding: before.holding + 3,
      registrations: before.registrations + 3,
    });
    const stored = await registrationsOf(db(), order.registrationIds);
    const lead = defined(stored.get(order.leadRegistrationId));
    expect(lead).toMatchObject({
      state: "draft",
      made_by_user_id: null,
      relay_position: 1,
      email: captainEmail,
    });
    const others = order.registrationIds.slice(1).map((rid) => defined(stored.get(rid)));
    expect(others.map((r) => [r.state, r.made_by_user_id, r.relay_position])).toEqual([
      ["awaitingPayment", lead.user_id, 2],
      ["awaitingPayment", lead.user_id, 3],
    ]);
    expect(new Set([...stored.values()].map((r) => r.expires_at))).toEqual(
      new Set([at(21).toISOString().slice(0, 19)]),
    );
    // A second press answers the same order and takes nothing more.
    expect(orderOf(await saveOrder(url(), defined(captain), id))).toEqual(order);
    expect((await raceCounts(db(), race.raceId)).taken).toBe(before.taken + 3);
    const ordered = rosterOf(
      await get(url(), `/Register/ApiRelayTeam?teamRegistrationId=${id}`, defined(captain)),
    );
    expect(ordered.order).toEqual(order);

    // The roster is frozen while the order lives.
    const member = defined(ordered.members.find((m) => m.relayPosition === 2));
    const frozen = [
      await post(
        url(),
        "/Register/ApiMoveRelayParticipant",
        { teamRegistrationId: id, memberId: member.memberId, relayPosition: 3 },
        defined(captain),
      ),
      await post(
        url(),
        "/Register/ApiRemoveRelayParticipant",
        { teamRegistrationId: id, memberId: member.memberId },
        defined(captain),
      ),
      await post(
        url(),
        "/Register/ApiHandRelayCaptaincy",
        { teamRegistrationId: id, memberId: member.memberId },
        defined(captain),
      ),
      await post(
        url(),
        "/Register/ApiLeaveRelayTeam",
        { teamRegistrationId: id },
        defined(existing),
      ),
      await saveMember(url(), defined(captain), id, {
        memberId: member.memberId,
        relayPosition: 2,
        ...validParticipant({ email: existingEmail }),
      }),
    ];
    expect(frozen.map(codeOf)).toEqual(Array(5).fill("INVALID_STATE"));

    // The captain confirms their own order; it is paid only with the whole team.
    expect(
      (await post(url(), "/Register/Cart", { registrationId: lead.id }, defined(captain))).status,
    ).toBe(200);
    const info = await payInfoOf(url(), defined(captain), lead.id);
    expect(info.payTogether.map((o) => [o.registrationId, o.reason]).sort()).toEqual(
      others.map((r) => [r.id, "teamShare"]).sort(),
    );
    const counts = await paymentCounts(db());
    const alone = await post(
      url(),
      "/Register/ApiSavePay",
      { RegistrationId: lead.id, PaymentType: "card", language: "ru" },
      defined(captain),
    );
    const half = await savePayTogetherRaw(url(), defined(captain), lead.id, [
      defined(others[0]).id,
    ]);
    const shareAlone = await post(
      url(),
      "/Register/ApiSavePay",
      { RegistrationId: defined(others[0]).id, PaymentType: "card", language: "ru" },
      defined(existing),
    );
    for (const refused of [alone, half, shareAlone])
      expect(errorOf(refused)).toEqual({
        code: "TEAM_INCOMPLETE",
        fields: { AlsoRegistrationIds: "team.payWholeTeam" },
      });
    expect(await paymentCounts(db())).toEqual(counts);

    const started = await savePayTogether(
      url(),
      defined(captain),
      lead.id,
      others.map((r) => r.id),
    );
    if (started.kind !== "redirect") throw new Error(`expected a redirect, got ${started.kind}`);
    expect((await payByCard(url(), started.url, SANDBOX_TEST_CARDS.success)).status).toBe(303);
    for (const rid of order.registrationIds) expect(await stateOf(db(), rid)).toBe("paid");
    const paid = rosterOf(
      await get(url(), `/Register/ApiRelayTeam?teamRegistrationId=${id}`, defined(captain)),
    );
    expect(paid.members.map((m) => m.state)).toEqual(["paid", "paid", "paid"]);
    expect(paid.order).toEqual(order);
    expect((await raceCounts(db(), race.raceId)).taken).toBe(before.taken + 3);
  });

  it("refuses strangers, members, joining by code and a member's own registration; an each-pays team has none of it", async () => {
    now = TEST_NOW;
    const race = await createRelayFixture(db(), { stages: 2 });
    const t = await captainTeam(race, "Чужие");
    const existingEmail = await emailOf(url(), t.existing);
    rosterOf(
      await saveMember(url(), t.captain, t.id, {
        relayPosition: 2,
        ...validParticipant({ email: existingEmail }),
      }),
    );
    const captainMember = defined(t.team.members[0]).memberId;
    const formPath = `/Register/ApiRelayParticipant?teamRegistrationId=${t.id}&memberId=${captainMember}`;
    const memberForm = { relayPosition: 1, memberId: captainMember, ...validParticipant() };
    const before = await writes(db());
    for (const [who, code] of [
      [t.stranger, "NOT_FOUND"],
      [t.existing, "FORBIDDEN"],
    ] as const) {
      expect(codeOf(await saveMember(url(), who, t.id, memberForm))).toBe(code);
      expect(codeOf(await get(url(), formPath, who))).toBe(code);
      expect(codeOf(await saveOrder(url(), who, t.id))).toBe(code);
    }
    // An unknown team id tells nothing either.
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(codeOf(await saveMember(url(), t.captain, unknown, memberForm))).toBe("NOT_FOUND");
    expect(await writes(db())).toEqual(before);

    // Nobody joins by code; the member cannot register (and pay) on their own.
    const joined = await join(url(), t.stranger, defined(t.team.joinCode), 2);
    expect(joined.status).toBe(409);
    expect(errorOf(joined)).toEqual({
      code: "INVALID_STATE",
      fields: { joinCode: "team.captainPays" },
    });
    const counts = await raceCounts(db(), race.raceId);
    for (const [cookie, relayPosition] of [
      [t.existing, 2],
      [t.captain, 1],
    ] as const) {
      const own = await post(
        url(),
        "/Register/ApiSaveRegistration",
        { ...raceOf(race), relayPosition, ...validParticipant() },
        cookie,
      );
      expect(errorOf(own)).toEqual({
        code: "INVALID_STATE",
        fields: { relayPosition: "team.captainPays" },
      });
    }
    expect(await raceCounts(db(), race.raceId)).toEqual(counts);

    // A team whose members each pay takes no member forms and no team order.
    const [eachCaptain] = await signedInPeople(db(), 1);
    const each = rosterOf(
      await post(
        url(),
        "/Register/ApiSaveRelayRegistration",
        { ...raceOf(race), teamName: "Каждый сам" },
        defined(eachCaptain),
      ),
    );
    expect(each).toMatchObject({ paidBy: "each", order: null });
    expect(each.members[0]?.email).toBeNull();
    const eachId = each.teamRegistrationId;
    expect(
      codeOf(
        await saveMember(url(), defined(eachCaptain), eachId, {
          relayPosition: 2,
          ...validParticipant({ email: uniqueEmail() }),
        }),
      ),
    ).toBe("INVALID_STATE");
    expect(codeOf(await saveOrder(url(), defined(eachCaptain), eachId))).toBe("INVALID_STATE");
  });

  it("checks every field of a member's form at once and refuses people already taken; nothing is written", async () => {
    now = TEST_NOW;
    const race = await createRelayFixture(db(), { stages: 3 });
    const t = await captainTeam(race, "Поля");
    const before = await writes(db());
    const bad = await saveMember(url(), t.captain, t.id, {
      relayPosition: 9,
      ...validParticipant({ email: "not-an-email", birthDate: "", agreeTerms: false }),
    });
    expect(bad.status).toBe(400);
    const fields = errorOf(bad).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual([
      "agreeTerms",
      "birthDate",
      "email",
      "relayPosition",
    ]);
    expect(await writes(db())).toEqual(before);

    // Someone in another team of the race, or registered for it, is refused under the e-mail.
    const [otherCaptain, registered] = await signedInPeople(db(), 2);
    const otherTeam = rosterOf(
      await post(
        url(),
        "/Register/ApiSaveRelayRegistration",
        { ...raceOf(race), teamName: "Другая" },
        defined(otherCaptain),
      ),
    );
    rosterOf(await join(url(), defined(registered), defined(otherTeam.joinCode), 2));
    expect(
      (
        await post(
          url(),
          "/Register/ApiSaveRegistration",
          { ...raceOf(race), relayPosition: 2, ...validParticipant() },
          defined(registered),
        )
      ).status,
    ).toBe(200);
    // Leaving the team keeps their registration theirs (decision 0026 §8).
    expect(
      (
        await post(
          url(),
          "/Register/ApiLeaveRelayTeam",
          { teamRegistrationId: otherTeam.teamRegistrationId },
          defined(registered),
        )
      ).status,
    ).toBe(200);
    const counted = await writes(db());
    for (const [cookie, message] of [
      [otherCaptain, "team.memberInOtherTeam"],
      [registered, "team.memberRegistered"],
    ] as const) {
      const refused = await saveMember(url(), t.captain, t.id, {
        relayPosition: 2,
        ...validParticipant({ email: await emailOf(url(), defined(cookie)) }),
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toEqual({ code: "VALIDATION_FAILED", fields: { email: message } });
    }
    expect(await writes(db())).toEqual(counted);
  });

  it("refuses a captain-paid team on a race behind a promo code", async () => {
    now = TEST_NOW;
    const race = await createRelayFixture(db(), { stages: 2, promoRequired: true });
    const [captain] = await signedInPeople(db(), 1);
    const info = relayRegistrationSchema.parse(
      (
        await get(
          url(),
          `/Register/ApiRelayRegistration?eventCode=${race.eventCode}&raceCode=${race.raceCode}`,
          defined(captain),
        )
      ).json,
    );
    expect(info).toMatchObject({ canCreateTeam: true, canCaptainPay: false });
    const before = await teamState(db(), race.raceId);
    const refused = await createCaptainTeam(url(), defined(captain), race, "Промо");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: "INVALID_STATE",
      fields: { paidBy: "team.captainCannotPay" },
    });
    expect(await teamState(db(), race.raceId)).toEqual(before);
  });

  it("answers SOLD_OUT when fewer slots are left than members, and takes none of them", async () => {
    now = TEST_NOW;
    const race = await createRelayFixture(db(), { stages: 3, capacity: 5, taken: 3 });
    const t = await captainTeam(race, "Мало мест");
    await fillTeam(race, t);
    const refused = await saveOrder(url(), t.captain, t.id);
    expect(codeOf(refused)).toBe("SOLD_OUT");
    expect(await raceCounts(db(), race.raceId)).toEqual({ taken: 3, holding: 0, registrations: 0 });
    const roster = rosterOf(
      await get(url(), `/Register/ApiRelayTeam?teamRegistrationId=${t.id}`, t.captain),
    );
    expect(roster.order).toBeNull();
    expect(roster.members.map((m) => m.state)).toEqual(["formFilled", "formFilled", "formFilled"]);
  });

  it("a lapsed order frees the roster and its slots; the next order takes them again", async () => {
    now = TEST_NOW;
    const race = await createRelayFixture(db(), { stages: 2 });
    const t = await captainTeam(race, "Опоздали");
    await fillTeam(race, t);
    const first = orderOf(await saveOrder(url(), t.captain, t.id));
    now = at(21);
    const lapsed = rosterOf(
      await get(url(), `/Register/ApiRelayTeam?teamRegistrationId=${t.id}`, t.captain),
    );
    expect(lapsed.order).toBeNull();
    // Not swept yet: the new order releases the old one's holds itself.
    const second = orderOf(await saveOrder(url(), t.captain, t.id));
    expect(second.registrationIds.some((rid) => first.registrationIds.includes(rid))).toBe(false);
    const old = await registrationsOf(db(), first.registrationIds);
    expect([...old.values()].map((r) => r.state).sort()).toEqual(["cancelled", "expired"]);
    expect(await raceCounts(db(), race.raceId)).toEqual({ taken: 2, holding: 2, registrations: 4 });
  });
});

describe("the captains' team orders at once on postgres", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("postgres", { sweepIntervalMs: 0, poolSize: 8, loginRateLimit: false });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  async function readyTeam(race: RaceFixture, name: string) {
    const [captain] = await signedInPeople(db(), 1);
    const team = rosterOf(await createCaptainTeam(core.url, defined(captain), race, name));
    const id = team.teamRegistrationId;
    rosterOf(
      await saveMember(core.url, defined(captain), id, {
        memberId: defined(team.members[0]).memberId,
        relayPosition: 1,
        ...validParticipant({ email: await emailOf(core.url, defined(captain)) }),
      }),
    );
    rosterOf(
      await saveMember(core.url, defined(captain), id, {
        relayPosition: 2,
        ...validParticipant({ email: uniqueEmail() }),
      }),
    );
    return { captain: defined(captain), id };
  }

  it("six captains race for five slots with teams of two: two teams get both, the rest nothing", async () => {
    const race = await createRelayFixture(db(), { stages: 2, capacity: 5 });
    const teams = await Promise.all(
      Array.from({ length: 6 }, (_, i) => readyTeam(race, `Гонка ${i}`)),
    );
    const answers = await Promise.all(teams.map((t) => saveOrder(core.url, t.captain, t.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 200).map(codeOf)).toEqual(Array(4).fill("SOLD_OUT"));
    const perTeam = await queryRows(
      db(),
      sql`select m.team_id::text as team_id, count(r.id)::int as held
          from relay_team_members m left join registrations r
            on r.user_id = m.user_id and r.race_id = m.race_id and r.state in ('draft', 'awaitingPayment', 'paid')
          where m.race_id = ${race.raceId} group by m.team_id`,
      z.object({ team_id: z.string(), held: z.number() }),
    );
    expect(perTeam.map((t) => t.held).sort()).toEqual([0, 0, 0, 0, 2, 2]);
    expect(await raceCounts(db(), race.raceId)).toMatchObject({ taken: 4, holding: 4 });
  });

  it("a captain pressing the order five times at once gets one order", async () => {
    const race = await createRelayFixture(db(), { stages: 2 });
    const t = await readyTeam(race, "Пять нажатий");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => saveOrder(core.url, t.captain, t.id)),
    );
    const orders = answers.map(orderOf);
    expect(new Set(orders.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(await raceCounts(db(), race.raceId)).toEqual({ taken: 2, holding: 2, registrations: 2 });
  });
});

describe("adding members by e-mail is rate-limited per captain (PGlite)", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("pglite", {
      sweepIntervalMs: 0,
      loginRateLimit: { max: 2, windowMs: 60_000 },
    });
  });
  afterAll(() => core.close());

  it("counts each new member like a family lookup; editing a stored form is not counted", async () => {
    const race = await createRelayFixture(core.server.db, { stages: 4 });
    const [captain, other] = await signedInPeople(core.server.db, 2);
    const team = rosterOf(await createCaptainTeam(core.url, defined(captain), race, "Лимит"));
    const add = (cookie: string, relayPosition: number) =>
      saveMember(core.url, cookie, team.teamRegistrationId, {
        relayPosition,
        ...validParticipant({ email: uniqueEmail() }),
      });
    expect((await add(defined(captain), 2)).status).toBe(200);
    const roster = rosterOf(await add(defined(captain), 3));
    expect(codeOf(await add(defined(captain), 4))).toBe("TOO_MANY_ATTEMPTS");
    const edited = await saveMember(core.url, defined(captain), team.teamRegistrationId, {
      memberId: defined(roster.members[1]).memberId,
      relayPosition: 2,
      ...validParticipant({ email: defined(roster.members[1]?.email ?? undefined) }),
    });
    expect(edited.status).toBe(200);
    // Another person's budget is their own.
    const otherTeam = rosterOf(await createCaptainTeam(core.url, defined(other), race, "Другой"));
    expect(
      (
        await saveMember(core.url, defined(other), otherTeam.teamRegistrationId, {
          relayPosition: 2,
          ...validParticipant({ email: uniqueEmail() }),
        })
      ).status,
    ).toBe(200);
  });
});
