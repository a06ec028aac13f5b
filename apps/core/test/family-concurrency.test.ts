import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { defined, MAX_FAMILY_MEMBERS } from "@reg/domain";
import { familyMembers, races, registrations, users } from "../src/db/schema";
import { startCore, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { signedInPeople } from "./support/people";
import { errorOf, post, signUp, validParticipant } from "./support/registration";

/**
 * Someone else's registration under concurrency on a real PostgreSQL server (decision 0030): the
 * participant's one live registration per race holds whoever makes it, and a family group never
 * grows past its bound when members are added at once.
 */
describe("relatives and friends at once on postgres", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("postgres", { sweepIntervalMs: 0, poolSize: 8, loginRateLimit: false });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  it("30 makers register the same friend for the same race at once: one registration, one slot", async () => {
    const race = await createRaceFixture(db(), { capacity: 100 });
    const friendEmail = `${randomBytes(5).toString("hex")}@example.com`;
    await signUp(core.url, friendEmail);
    const makers = await signedInPeople(db(), 30);
    const answers = await Promise.all(
      makers.map((cookie) =>
        post(
          core.url,
          "/Register/ApiSaveRegistration",
          { ...race, ...validParticipant({ email: friendEmail }), participantEmail: friendEmail },
          cookie,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => errorOf(a).code))).toEqual(
      new Set(["ALREADY_REGISTERED"]),
    );
    const [friend] = await db().select().from(users).where(eq(users.email, friendEmail));
    const rows = await db()
      .select()
      .from(registrations)
      .where(
        and(eq(registrations.raceId, race.raceId), eq(registrations.userId, defined(friend).id)),
      );
    expect(rows).toHaveLength(1);
    const [counter] = await db().select().from(races).where(eq(races.id, race.raceId));
    expect(counter?.taken).toBe(1);
  });

  it("two parents register the same child and themselves at once: the child once, each parent once", async () => {
    const race = await createRaceFixture(db(), { capacity: 100 });
    const childEmail = `${randomBytes(5).toString("hex")}@example.com`;
    const [mother, father] = [await signUp(core.url), await signUp(core.url)];
    const created = await post(
      core.url,
      "/api/account/family/createRelative",
      {
        email: childEmail,
        relation: "child",
        firstName: "Миша",
        lastName: "Петров",
        birthDate: "2014-03-09",
        gender: "male",
        language: "ru",
      },
      mother,
    );
    expect(created.status).toBe(200);
    const added = await post(
      core.url,
      "/api/account/family/add",
      { email: childEmail, relation: "child" },
      father,
    );
    expect(added.status).toBe(200);
    const save = (cookie: string, forChild: boolean) =>
      post(
        core.url,
        "/Register/ApiSaveRegistration",
        forChild
          ? { ...race, ...validParticipant({ email: childEmail }), participantEmail: childEmail }
          : { ...race, ...validParticipant() },
        cookie,
      );
    const answers = await Promise.all([
      save(mother, true),
      save(father, true),
      save(mother, false),
      save(father, false),
    ]);
    const [motherChild, fatherChild, motherSelf, fatherSelf] = answers.map((a) => a.status);
    expect([motherChild, fatherChild].sort()).toEqual([200, 409]);
    expect([motherSelf, fatherSelf]).toEqual([200, 200]);
    const [counter] = await db().select().from(races).where(eq(races.id, race.raceId));
    expect(counter?.taken).toBe(3);
  });

  it("40 additions to one family group at once stop at its bound", async () => {
    const ownerEmail = `${randomBytes(5).toString("hex")}@example.com`;
    const owner = await signUp(core.url, ownerEmail);
    const candidates = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const email = `${randomBytes(5).toString("hex")}@example.com`;
        await signUp(core.url, email);
        return email;
      }),
    );
    const answers = await Promise.all(
      candidates.map((email) =>
        post(core.url, "/api/account/family/add", { email, relation: "sibling" }, owner),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_FAMILY_MEMBERS);
    expect(
      new Set(answers.filter((a) => a.status !== 200).map((a) => JSON.stringify(errorOf(a)))),
    ).toEqual(
      new Set([JSON.stringify({ code: "VALIDATION_FAILED", fields: { email: "family.full" } })]),
    );
    const [ownerRow] = await db().select().from(users).where(eq(users.email, ownerEmail));
    const rows = await db()
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.ownerUserId, defined(ownerRow).id));
    expect(rows).toHaveLength(MAX_FAMILY_MEMBERS);
  }, 120_000); // 41 sign-ups at once (scrypt) first: a busy CI machine took 40 s.
});
