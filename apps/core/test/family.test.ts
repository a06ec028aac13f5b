import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  defined,
  familyGroupSchema,
  foundFriendSchema,
  myRegistrationsSchema,
  registrationFormSchema,
  type FamilyGroup,
} from "@reg/domain";
import { familyMembers, outboxMessages, registrations, users } from "../src/db/schema";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { payWithCard, startPaymentsCore, stateOf } from "./support/payments";
import { errorOf, get, post, register, signUp, validParticipant } from "./support/registration";

const FIND = "/Register/ApiFindFriend";
const FAMILY = "/api/account/family";
const unique = () => `${randomBytes(5).toString("hex")}@example.com`;

/**
 * Relatives and friends (issue 11 items 2, 3; decision 0030): finding a person by e-mail, the
 * family group, a relative's new account, registering someone else and who may then see it.
 */
describe.each(DRIVERS)("relatives and friends on %s", (driver) => {
  let core: RunningCore;
  let race: RaceFixture;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
    race = await createRaceFixture(core.server.db);
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  const find = async (cookie: string, email: string, withRace = true) => {
    const query = new URLSearchParams({ email, lang: "ru" });
    if (withRace) {
      query.set("eventCode", race.eventCode);
      query.set("raceCode", race.raceCode);
    }
    return get(core.url, `${FIND}?${query.toString()}`, cookie);
  };
  const familyOf = async (cookie: string): Promise<FamilyGroup> => {
    const response = await get(core.url, FAMILY, cookie);
    expect(response.status).toBe(200);
    return familyGroupSchema.parse(response.json);
  };
  const createChild = (cookie: string, email: string, extra: Record<string, unknown> = {}) =>
    post(
      core.url,
      `${FAMILY}/createRelative`,
      {
        email,
        relation: "child",
        firstName: "Миша",
        lastName: "Петров",
        birthDate: "2014-03-09",
        gender: "male",
        language: "ru",
        ...extra,
      },
      cookie,
    );

  it("finds an account by e-mail with a masked name only, and says so when there is none", async () => {
    const friendEmail = unique();
    await signUp(core.url, friendEmail);
    const me = await signUp(core.url);
    const found = await find(me, friendEmail.toUpperCase());
    expect(found.status).toBe(200);
    expect(foundFriendSchema.parse(found.json)).toEqual({
      found: true,
      maskedName: "Анна П.",
      isSelf: false,
      inFamily: false,
      alreadyRegistered: false,
    });
    // Nothing else about the person travels: no e-mail, surname, id or birth date.
    expect(found.text).not.toContain(friendEmail);
    expect(found.text).not.toContain("Петрова");
    const missing = await find(me, unique());
    expect(foundFriendSchema.parse(missing.json)).toEqual({ found: false });
  });

  it("is the signed-in person's only: anonymous is 401, bad input is a field error", async () => {
    expect((await find("", unique())).status).toBe(401);
    const me = await signUp(core.url);
    const bad = await get(core.url, `${FIND}?email=${encodeURIComponent("not an email")}`, me);
    expect(bad.status).toBe(400);
    expect(errorOf(bad)).toEqual({ code: "VALIDATION_FAILED", fields: { email: "email.invalid" } });
    const badRace = await get(core.url, `${FIND}?email=a%40b.ru&eventCode=a%20b`, me);
    expect(errorOf(badRace).fields).toEqual({ eventCode: "field.invalid" });
  });

  it("creates a child's account in the family group, mails them a link, and keeps them for next time", async () => {
    const parent = await signUp(core.url);
    const childEmail = unique();
    const created = await createChild(parent, childEmail);
    expect(created.status).toBe(200);
    const group = familyGroupSchema.parse(created.json);
    expect(group.members).toEqual([
      expect.objectContaining({
        email: childEmail,
        displayName: "Миша Петров",
        managed: true,
        birthDate: "2014-03-09",
        gender: "male",
        relation: "child",
      }),
    ]);
    expect(await familyOf(parent)).toEqual(group);
    const [child] = await db().select().from(users).where(eq(users.email, childEmail));
    expect(child?.passwordHash).toBe("unset");
    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, childEmail));
    expect(mails.map((m) => m.kind)).toEqual(["relativeInvite"]);
    expect(mails[0]?.textBody).toMatch(/\/account\/reset\?token=/);
    // Nobody signs in as the child before they set a password.
    const login = await post(core.url, "/api/account/login", {
      email: childEmail,
      password: "unset",
    });
    expect(login.status).toBe(401);
  });

  it("refuses a relative with a taken e-mail, the parent's own, or bad fields, and changes nothing", async () => {
    const taken = unique();
    await signUp(core.url, taken);
    const parentEmail = unique();
    const parent = await signUp(core.url, parentEmail);
    const before = await db().select().from(users);
    expect(errorOf(await createChild(parent, taken))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { email: "family.emailTaken" },
    });
    expect(errorOf(await createChild(parent, parentEmail))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { email: "family.self" },
    });
    const bad = await createChild(parent, "x", {
      firstName: "",
      birthDate: "2014-02-30",
      gender: "unknown",
      relation: "cousin",
      extra: 1,
    });
    expect(errorOf(bad)).toEqual({
      code: "VALIDATION_FAILED",
      fields: expect.objectContaining({
        email: "email.invalid",
        firstName: "field.required",
        birthDate: "birthDate.invalid",
        gender: "field.required",
        relation: "relation.notSelected",
      }),
    });
    // Who they are to the parent is asked, not guessed: without it nothing is created.
    expect(errorOf(await createChild(parent, unique(), { relation: undefined }))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { relation: "relation.notSelected" },
    });
    expect((await db().select().from(users)).length).toBe(before.length);
    expect((await familyOf(parent)).members).toEqual([]);
  });

  it("adds an existing account by e-mail (masked to the owner), removes it, and never removes someone else's member", async () => {
    const relativeEmail = unique();
    await signUp(core.url, relativeEmail);
    const owner = await signUp(core.url);
    const added = await post(
      core.url,
      `${FAMILY}/add`,
      { email: relativeEmail, relation: "sibling" },
      owner,
    );
    const group = familyGroupSchema.parse(added.json);
    expect(group.members).toEqual([
      {
        memberId: expect.any(String),
        email: relativeEmail,
        displayName: "Анна П.",
        managed: false,
        birthDate: null,
        gender: null,
        relation: "sibling",
      },
    ]);
    expect(
      errorOf(await post(core.url, `${FAMILY}/add`, { email: unique(), relation: "child" }, owner)),
    ).toEqual({
      code: "VALIDATION_FAILED",
      fields: { email: "family.noAccount" },
    });
    const memberId = group.members[0]?.memberId ?? "";
    const stranger = await signUp(core.url);
    const guessed = await post(core.url, `${FAMILY}/remove`, { memberId }, stranger);
    expect(guessed.status).toBe(404);
    expect((await familyOf(owner)).members).toHaveLength(1);
    expect(errorOf(await post(core.url, `${FAMILY}/remove`, { memberId: "7" }, owner))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { memberId: "field.invalid" },
    });
    const removed = await post(core.url, `${FAMILY}/remove`, { memberId }, owner);
    expect(familyGroupSchema.parse(removed.json).members).toEqual([]);
    // The account stays: it is the relative's own.
    expect(await db().select().from(users).where(eq(users.email, relativeEmail))).toHaveLength(1);
  });

  it("keeps who each member is to the owner: stored, changed by the owner alone, validated", async () => {
    const spouseEmail = unique();
    await signUp(core.url, spouseEmail);
    const ownerEmail = unique();
    const owner = await signUp(core.url, ownerEmail);
    const childEmail = unique();
    await createChild(owner, childEmail);
    const added = await post(
      core.url,
      `${FAMILY}/add`,
      { email: spouseEmail, relation: "spouse" },
      owner,
    );
    // Both were added at the test clock's one instant: the list's order between them is the ids'.
    const relations = (group: FamilyGroup) =>
      Object.fromEntries(group.members.map((m) => [m.email, m.relation]));
    const group = familyGroupSchema.parse(added.json);
    expect(relations(group)).toEqual({ [childEmail]: "child", [spouseEmail]: "spouse" });
    const spouseId = defined(group.members.find((m) => m.email === spouseEmail)).memberId;
    const [ownerRow] = await db().select().from(users).where(eq(users.email, ownerEmail));
    const stored = async () =>
      (
        await db()
          .select({ relation: familyMembers.relation })
          .from(familyMembers)
          .where(
            and(
              eq(familyMembers.ownerUserId, defined(ownerRow).id),
              eq(familyMembers.memberUserId, spouseId),
            ),
          )
      )[0]?.relation;
    expect(await stored()).toBe("spouse");

    // Adding the same person again changes nothing, not even who they are.
    await post(core.url, `${FAMILY}/add`, { email: spouseEmail, relation: "sibling" }, owner);
    expect(await stored()).toBe("spouse");

    const changed = await post(
      core.url,
      `${FAMILY}/setRelation`,
      { memberId: spouseId, relation: "other" },
      owner,
    );
    expect(changed.status).toBe(200);
    expect(relations(familyGroupSchema.parse(changed.json))).toEqual({
      [childEmail]: "child",
      [spouseEmail]: "other",
    });
    expect(await stored()).toBe("other");

    // A bad relation, a bad id, someone else's member or no session: refused, nothing changed.
    expect(
      errorOf(
        await post(
          core.url,
          `${FAMILY}/setRelation`,
          { memberId: spouseId, relation: "boss" },
          owner,
        ),
      ),
    ).toEqual({ code: "VALIDATION_FAILED", fields: { relation: "relation.notSelected" } });
    expect(
      errorOf(
        await post(core.url, `${FAMILY}/setRelation`, { memberId: "7", relation: "child" }, owner),
      ),
    ).toEqual({ code: "VALIDATION_FAILED", fields: { memberId: "field.invalid" } });
    const stranger = await signUp(core.url);
    const guessed = await post(
      core.url,
      `${FAMILY}/setRelation`,
      { memberId: spouseId, relation: "child" },
      stranger,
    );
    expect(errorOf(guessed).code).toBe("NOT_FOUND");
    const anonymous = await post(core.url, `${FAMILY}/setRelation`, {
      memberId: spouseId,
      relation: "child",
    });
    expect(anonymous.status).toBe(401);
    expect(await stored()).toBe("other");
  });

  it("reads a member added before relations existed as other (the migration's default)", async () => {
    const ownerEmail = unique();
    const owner = await signUp(core.url, ownerEmail);
    const memberEmail = unique();
    await signUp(core.url, memberEmail);
    const [ownerRow] = await db().select().from(users).where(eq(users.email, ownerEmail));
    const [memberRow] = await db().select().from(users).where(eq(users.email, memberEmail));
    // As a row written before migration 0018: no relation named.
    await db().execute(
      sql`insert into family_members (owner_user_id, member_user_id, created_by_owner, added_at)
          values (${defined(ownerRow).id}, ${defined(memberRow).id}, false, now())`,
    );
    expect((await familyOf(owner)).members.map((m) => m.relation)).toEqual(["other"]);
  });

  it("registers a created child: the form is prefilled from the child's account, the maker and the child both see it, nobody else", async () => {
    const parent = await signUp(core.url);
    const childEmail = unique();
    await createChild(parent, childEmail);
    const query = `eventCode=${race.eventCode}&raceCode=${race.raceCode}&participantEmail=${encodeURIComponent(childEmail)}`;
    const form = registrationFormSchema.parse(
      (await get(core.url, `/Register/ApiRegistration?${query}`, parent)).json,
    );
    expect(form.registrationId).toBeNull();
    expect(form.participant).toMatchObject({
      email: childEmail,
      firstName: "Миша",
      lastName: "Петров",
      birthDate: "2014-03-09",
      gender: "male",
    });
    const saved = await register(core.url, parent, race, {
      ...validParticipant({ email: childEmail, firstName: "Миша", lastName: "Петров" }),
      participantEmail: childEmail,
    });
    const [row] = await db()
      .select()
      .from(registrations)
      .where(eq(registrations.id, saved.registrationId));
    const [child] = await db().select().from(users).where(eq(users.email, childEmail));
    expect(row?.userId).toBe(child?.id);
    expect(row?.madeByUserId).not.toBeNull();
    // The parent's own registration for the same race is still possible: the slot is the child's.
    await register(core.url, parent, race);
    // The maker reads and pays it; a stranger guessing its id finds nothing and changes nothing.
    const stranger = await signUp(core.url);
    const cart = `/Register/ApiCart?registrationId=${saved.registrationId}`;
    expect((await get(core.url, cart, parent)).status).toBe(200);
    expect((await get(core.url, cart, stranger)).status).toBe(404);
    expect(
      (await post(core.url, "/Register/Cart", { registrationId: saved.registrationId }, stranger))
        .status,
    ).toBe(404);
    expect(await stateOf(db(), saved.registrationId)).toBe("draft");
    const confirmed = await post(
      core.url,
      "/Register/Cart",
      { registrationId: saved.registrationId },
      parent,
    );
    expect(confirmed.status).toBe(200);
    const paid = await payWithCard(core.url, parent, saved.registrationId);
    expect(paid.status).toBe(303);
    expect(await stateOf(db(), saved.registrationId)).toBe("paid");
    // The confirmation goes to the parent who paid, the notice to the child.
    const mails = await db().select().from(outboxMessages);
    const about = mails.filter((m) => m.dedupeKey.endsWith(saved.registrationId));
    expect(about.map((m) => [m.kind, m.recipient === childEmail]).sort()).toEqual([
      ["friendRegistered", true],
      ["paymentConfirmation", false],
    ]);
    // "My registrations": the parent sees it for Миша, a relative's.
    const mine = myRegistrationsSchema.parse(
      (await get(core.url, "/api/account/registrations?language=ru", parent)).json,
    );
    const item = mine.items.find((i) => i.id === saved.registrationId);
    expect(item).toMatchObject({
      kind: "relative",
      state: "paid",
      madeBy: { isMe: true },
      participant: { isMe: false, name: "Миша Петров" },
    });
    const theirs = myRegistrationsSchema.parse(
      (await get(core.url, "/api/account/registrations?language=ru", stranger)).json,
    );
    expect(theirs.items.map((i) => i.id)).not.toContain(saved.registrationId);
  });

  it("registers a friend found by e-mail: they see it in their own registrations, made by a masked name", async () => {
    const friendEmail = unique();
    const friend = await signUp(core.url, friendEmail);
    const me = await signUp(core.url);
    const saved = await register(core.url, me, race, {
      ...validParticipant({ email: friendEmail }),
      participantEmail: friendEmail,
    });
    const theirs = myRegistrationsSchema.parse(
      (await get(core.url, "/api/account/registrations?language=en", friend)).json,
    );
    expect(theirs.items.find((i) => i.id === saved.registrationId)).toMatchObject({
      kind: "friend",
      madeBy: { isMe: false, name: "Анна П." },
      participant: { isMe: true },
    });
    // The friend's form for the race is not the maker's to read from their account: e-mail only.
    const query = `eventCode=${race.eventCode}&raceCode=${race.raceCode}&participantEmail=${encodeURIComponent(friendEmail)}`;
    const stranger = await signUp(core.url);
    const form = registrationFormSchema.parse(
      (await get(core.url, `/Register/ApiRegistration?${query}`, stranger)).json,
    );
    expect(form.registrationId).toBeNull();
    expect(form.participant).toEqual({ email: friendEmail });
    // Already registered: the find says so, and a second maker is refused.
    const found = foundFriendSchema.parse((await find(stranger, friendEmail)).json);
    expect(found).toMatchObject({ found: true, alreadyRegistered: true });
    const again = await post(
      core.url,
      "/Register/ApiSaveRegistration",
      { ...race, ...validParticipant({ email: friendEmail }), participantEmail: friendEmail },
      stranger,
    );
    expect(errorOf(again).code).toBe("ALREADY_REGISTERED");
  });

  it("refuses a participant e-mail without an account as a field error, creating nothing", async () => {
    const me = await signUp(core.url);
    const before = await db().select().from(registrations);
    const response = await post(
      core.url,
      "/Register/ApiSaveRegistration",
      { ...race, ...validParticipant(), participantEmail: unique() },
      me,
    );
    expect(errorOf(response)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { participantEmail: "family.noAccount" },
    });
    const bad = await post(
      core.url,
      "/Register/ApiSaveRegistration",
      { ...race, ...validParticipant(), participantEmail: "кириллица@пример.рф" },
      me,
    );
    expect(errorOf(bad).fields).toEqual({ participantEmail: "email.cyrillic" });
    expect(await db().select().from(registrations)).toHaveLength(before.length);
  });
});

describe("finding people by e-mail is rate-limited like login", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("pglite", { loginRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => core.close());

  it("answers TOO_MANY_ATTEMPTS past the limit, found or not, and counts each session apart", async () => {
    const me = await signUp(core.url);
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await get(core.url, `${FIND}?email=${encodeURIComponent(unique())}`, me));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(errorOf(defined(answers[4])).code).toBe("TOO_MANY_ATTEMPTS");
    // Adding by e-mail answers the same question: it is limited the same way.
    const adds = [];
    for (let i = 0; i < 4; i += 1)
      adds.push((await post(core.url, `${FAMILY}/add`, { email: unique() }, me)).status);
    expect(adds).toEqual([400, 400, 400, 429]);
    const other = await signUp(core.url);
    expect(
      (await get(core.url, `${FIND}?email=${encodeURIComponent(unique())}`, other)).status,
    ).toBe(200);
  });
});
