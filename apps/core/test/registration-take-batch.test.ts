import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { HOLDING_STATES, races, registrations, sessions } from "../src/db/schema";
import { SlotTaker } from "../src/modules/registration/slot-take/slot-taker";
import type { TakeResult } from "../src/modules/registration/slot-take/take-slot";
import {
  takeSlotsTogether,
  type SessionAttempt,
} from "../src/modules/registration/slot-take/take-slots-together";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { attemptOf, holdingOf, newPeople, takenOf } from "./support/slot-take";
import { errorOf, post, signUp, validParticipant } from "./support/registration";
import { defined } from "@reg/domain";
import { z } from "zod";
import { queryRows } from "../src/db/query-rows";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What each attempt was told, as a short word (taken / SOLD_OUT / CLOSED / ALREADY / ...). */
function told(result: TakeResult | { again: true } | { answer: TakeResult }): string {
  if ("again" in result) return "again";
  const r = "answer" in result ? result.answer : result;
  if (r.ok) return "taken";
  if (r.reason === "noSlot") return r.facts?.closed ? "CLOSED" : r.facts ? "SOLD_OUT" : "noSlot?";
  if (r.reason === "noSession") return "UNAUTHORIZED";
  return r.reason === "alreadyRegistered" ? "ALREADY" : r.reason;
}

describe.each(DRIVERS)("the batched slot take on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0, poolSize: 8 });
  });
  afterAll(() => core.close());

  const db = () => core.server.db;
  const counter = (race: RaceFixture) => takenOf(db(), race);
  const holding = (race: RaceFixture) => holdingOf(db(), race);

  it("takes the last free slots for the first comers of a batch and tells the rest it is sold out", async () => {
    const race = await createRaceFixture(db(), { capacity: 5, taken: 3 });
    const people = await newPeople(db(), 4);
    const answers = await takeSlotsTogether(
      db(),
      race.raceId,
      people.map((p) => attemptOf(race, p)),
    );
    expect(answers.map(told)).toEqual(["taken", "taken", "SOLD_OUT", "SOLD_OUT"]);
    expect(await counter(race)).toBe(5);
    expect(await holding(race)).toBe(2);
    const owners = await db()
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.raceId, race.raceId));
    expect(owners.map((o) => o.userId).sort()).toEqual(
      people
        .slice(0, 2)
        .map((p) => p.userId)
        .sort(),
    );
  });

  it("gives no slot to someone already registered, and theirs to the next in line", async () => {
    const race = await createRaceFixture(db(), { capacity: 2 });
    const [registered, second, third] = await newPeople(db(), 3);
    expect(
      (await takeSlotsTogether(db(), race.raceId, [attemptOf(race, defined(registered))])).map(
        told,
      ),
    ).toEqual(["taken"]);
    const answers = await takeSlotsTogether(db(), race.raceId, [
      attemptOf(race, defined(registered)),
      attemptOf(race, defined(second)),
      attemptOf(race, defined(third)),
    ]);
    expect(answers.map(told)).toEqual(["ALREADY", "taken", "SOLD_OUT"]);
    expect(await counter(race)).toBe(2);
    expect(await holding(race)).toBe(2);
  });

  it("says closed, taking nothing, when the race takes no online registrations at the attempt's instant", async () => {
    const race = await createRaceFixture(db(), {
      capacity: 10,
      closesAt: new Date(TEST_NOW.getTime() + MINUTE),
    });
    const [early, late] = await newPeople(db(), 2);
    const answers = await takeSlotsTogether(db(), race.raceId, [
      attemptOf(race, defined(early)),
      attemptOf(race, defined(late), new Date(TEST_NOW.getTime() + 2 * MINUTE)),
    ]);
    expect(answers.map(told)).toEqual(["taken", "CLOSED"]);
    expect(await counter(race)).toBe(1);
  });

  it("tells a full race's attempts whether timed-out registrations could be swept for them", async () => {
    const race = await createRaceFixture(db(), { capacity: 1 });
    const [holder, later] = await newPeople(db(), 2);
    await takeSlotsTogether(db(), race.raceId, [attemptOf(race, defined(holder))]);
    const beforeDeadline = await takeSlotsTogether(db(), race.raceId, [
      attemptOf(race, defined(later), new Date(TEST_NOW.getTime() + 5 * MINUTE)),
    ]);
    const afterDeadline = await takeSlotsTogether(db(), race.raceId, [
      attemptOf(race, defined(later), new Date(TEST_NOW.getTime() + 21 * MINUTE)),
    ]);
    const facts = (answer: (typeof beforeDeadline)[number]) =>
      "answer" in answer && !answer.answer.ok && answer.answer.reason === "noSlot"
        ? answer.answer.facts
        : undefined;
    expect(facts(defined(beforeDeadline[0]))).toEqual({ closed: false, timedOutHolds: false });
    expect(facts(defined(afterDeadline[0]))).toEqual({ closed: false, timedOutHolds: true });
  });

  it("checks each caller's session itself: none or an expired one is 401 and takes nothing", async () => {
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [signedIn, expired] = await newPeople(db(), 2);
    const unknown = { userId: defined(signedIn).userId, session: randomBytes(32).toString("hex") };
    const afterExpiry = new Date(TEST_NOW.getTime() + 2 * MINUTE);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(TEST_NOW.getTime() + MINUTE) })
      .where(eq(sessions.tokenHash, defined(expired).session));
    const answers = await takeSlotsTogether(db(), race.raceId, [
      attemptOf(race, unknown),
      attemptOf(race, defined(expired), afterExpiry),
      attemptOf(race, defined(signedIn), afterExpiry),
    ]);
    expect(answers.map(told)).toEqual(["UNAUTHORIZED", "UNAUTHORIZED", "taken"]);
    expect(await counter(race)).toBe(1);
  });

  it("takes one slot for a person pressing through two sessions in one batch", async () => {
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [person] = await newPeople(db(), 1);
    const otherSession = {
      userId: defined(person).userId,
      session: randomBytes(32).toString("hex"),
    };
    await db()
      .insert(sessions)
      .values({
        tokenHash: otherSession.session,
        userId: defined(person).userId,
        createdAt: TEST_NOW,
        expiresAt: new Date(TEST_NOW.getTime() + DAY),
      });
    const slots = new SlotTaker(db());
    const answers = await Promise.all([
      slots.take(attemptOf(race, defined(person))),
      slots.take(attemptOf(race, otherSession)),
    ]);
    expect(answers.map(told)).toEqual(["taken", "ALREADY"]);
    expect(await counter(race)).toBe(1);
    expect(await holding(race)).toBe(1);
  });

  it("fails only the attempt whose data fails the batch's statement, and serves the others of its batch", async () => {
    const race = await createRaceFixture(db(), { capacity: 10 });
    const people = await newPeople(db(), 3);
    const slots = new SlotTaker(db());
    // An image no row has: the foreign key fails the one statement the whole batch shares, so the batch is run again without it.
    const poisoned: SessionAttempt = {
      ...attemptOf(race, defined(people[1])),
      imageId: randomUUID(),
    };
    const outcomes = await Promise.allSettled([
      slots.take(attemptOf(race, defined(people[0]))),
      slots.take(poisoned),
      slots.take(attemptOf(race, defined(people[2]))),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await counter(race)).toBe(2);
    expect(await holding(race)).toBe(2);
    // The next batch of the race runs as usual.
    expect(told(await slots.take(attemptOf(race, defined(people[1]))))).toBe("taken");
    expect(await counter(race)).toBe(3);
  });

  it("answers one person pressing several times in one batch as if the presses came in turn", async () => {
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [twice, other] = await newPeople(db(), 2);
    const slots = new SlotTaker(db());
    const answers = await Promise.all([
      slots.take(attemptOf(race, defined(twice))),
      slots.take(attemptOf(race, defined(twice))),
      slots.take(attemptOf(race, defined(other))),
      slots.take(attemptOf(race, defined(twice))),
    ]);
    expect(answers.map(told)).toEqual(["taken", "ALREADY", "taken", "ALREADY"]);
    expect(await counter(race)).toBe(2);
    expect(await holding(race)).toBe(2);
  });
});

describe("batched slot takes of several core processes on postgres", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("postgres", { sweepIntervalMs: 0, poolSize: 8 });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  it("sells exactly the capacity when four processes' batches race for one race", async () => {
    const race = await createRaceFixture(db(), { capacity: 60 });
    const people = await newPeople(db(), 240);
    // Four SlotTakers: four processes' worth of batchers, each batch on its own connection.
    const takers = Array.from({ length: 4 }, () => new SlotTaker(db(), 25));
    const answers = await Promise.all(
      people.map((p, i) => defined(takers[i % 4]).take(attemptOf(race, p))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(60);
    expect(answers.filter((a) => !a.ok).map(told)).toEqual(
      Array.from({ length: 180 }, () => "SOLD_OUT"),
    );
    const taken = (
      await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId))
    )[0]?.n;
    const held = (
      await db()
        .select({ n: count() })
        .from(registrations)
        .where(eq(registrations.raceId, race.raceId))
    )[0]?.n;
    expect(taken).toBe(60);
    expect(held).toBe(60);
  });

  it("hands a slot another process's registration left unused to the next in line, in a following batch", async () => {
    const race = await createRaceFixture(db(), { capacity: 2 });
    const [elsewhere, second, third] = await newPeople(db(), 3);
    const slots = new SlotTaker(db());
    let answers: Promise<TakeResult[]> | undefined;
    // Another process is creating `elsewhere`'s registration (no slot taken, to keep the sums
    // simple) when the batch starts: the batch cannot see it, ranks `elsewhere` first, and finds
    // the conflict only when it inserts — one of its two free slots is then left over.
    await db().transaction(async (tx) => {
      await tx.insert(registrations).values({
        userId: defined(elsewhere).userId,
        eventId: race.eventId,
        raceId: race.raceId,
        state: "draft",
        createdAt: TEST_NOW,
        expiresAt: new Date(TEST_NOW.getTime() + 20 * MINUTE),
        updatedAt: TEST_NOW,
        slotPriceKopecks: 0,
        commissionBasisPoints: 0,
        participant: {},
      });
      answers = Promise.all([
        slots.take(attemptOf(race, defined(elsewhere))),
        slots.take(attemptOf(race, defined(second))),
        slots.take(attemptOf(race, defined(third))),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect((await defined(answers)).map(told)).toEqual(["ALREADY", "taken", "taken"]);
    const taken = (
      await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId))
    )[0]?.n;
    expect(taken).toBe(2);
  });

  /** Resolves once another session of this database waits for a lock (10 s at most). */
  async function untilALockIsAwaited(): Promise<void> {
    for (let tries = 0; tries < 200; tries++) {
      const waiting = await queryRows(
        db(),
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        z.object({ n: z.number() }),
      );
      if ((waiting[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("no session came to wait for a lock");
  }

  it("runs a batch again when PostgreSQL breaks a deadlock by failing it", async () => {
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [elsewhere, first, second] = await newPeople(db(), 3);
    const slots = new SlotTaker(db());
    let answers: Promise<TakeResult[]> | undefined;
    // Another transaction creates `elsewhere`'s registration and only then wants the race row (the
    // order a repeat payment could take); the batch holds the race row and waits on that new
    // index entry: a deadlock, which PostgreSQL breaks by failing the batch (it waited longer).
    await db().transaction(async (tx) => {
      // This side checks for a deadlock only after 10 s, the batch after PostgreSQL's default 1 s:
      // the batch is always the one failed, however the machine schedules the two.
      await tx.execute(sql`set local deadlock_timeout = '10s'`);
      await tx.insert(registrations).values({
        userId: defined(elsewhere).userId,
        eventId: race.eventId,
        raceId: race.raceId,
        state: "draft",
        createdAt: TEST_NOW,
        expiresAt: new Date(TEST_NOW.getTime() + 20 * MINUTE),
        updatedAt: TEST_NOW,
        slotPriceKopecks: 0,
        commissionBasisPoints: 0,
        participant: {},
      });
      answers = Promise.all([
        slots.take(attemptOf(race, defined(elsewhere))),
        slots.take(attemptOf(race, defined(first))),
        slots.take(attemptOf(race, defined(second))),
      ]);
      // Only once the batch is waiting on `elsewhere`'s entry does this transaction want the race
      // row: the batch has then waited longer, so its deadlock check fires first and fails it. A
      // fixed pause let a busy machine's batch start waiting last, and this transaction failed.
      await untilALockIsAwaited();
      await tx
        .update(races)
        .set({ taken: sql`${races.taken} + 1` })
        .where(eq(races.id, race.raceId));
    });
    expect((await defined(answers)).map(told)).toEqual(["ALREADY", "taken", "taken"]);
    const taken = (
      await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId))
    )[0]?.n;
    const live = (
      await db()
        .select({ n: count() })
        .from(registrations)
        .where(
          and(
            eq(registrations.raceId, race.raceId),
            inArray(registrations.state, [...HOLDING_STATES]),
          ),
        )
    )[0]?.n;
    expect(taken).toBe(3);
    expect(live).toBe(3);
  });

  it("gives a person racing themselves through several processes one registration", async () => {
    const race = await createRaceFixture(db(), { capacity: 100 });
    const people = await newPeople(db(), 30);
    const takers = Array.from({ length: 4 }, () => new SlotTaker(db(), 25));
    // Everyone presses four times, once through each process, all at once.
    const answers = await Promise.all(
      people.flatMap((p) => takers.map((taker) => taker.take(attemptOf(race, p)))),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(30);
    expect(answers.filter((a) => !a.ok).map(told)).toEqual(
      Array.from({ length: 90 }, () => "ALREADY"),
    );
    const taken = (
      await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId))
    )[0]?.n;
    expect(taken).toBe(30);
  });
});

describe("ApiSaveRegistration with a session the take checks itself", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("pglite", { sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());

  it("answers 401 for a signed-out session before anything the body says, and takes nothing", async () => {
    const race = await createRaceFixture(core.server.db, {
      capacity: 10,
      promos: [{ code: "TEN", percent: 10 }],
    });
    const cookie = await signUp(core.url);
    expect((await post(core.url, "/api/account/logout", {}, cookie)).status).toBe(200);
    const target = { eventCode: race.eventCode, raceCode: race.raceCode };
    const bodies = {
      "the rush's take": { ...target, ...validParticipant() },
      "a bad form": { ...target, ...validParticipant({ phone: "x" }) },
      "an unknown race": { eventCode: race.eventCode, raceCode: "nope", ...validParticipant() },
      "a promo code": { ...target, ...validParticipant(), promoCode: "TEN" },
      "not an object": [1, 2],
    };
    for (const [name, body] of Object.entries(bodies)) {
      const answer = await post(core.url, "/Register/ApiSaveRegistration", body, cookie);
      expect({ name, status: answer.status, code: errorOf(answer).code }).toEqual({
        name,
        status: 401,
        code: "UNAUTHORIZED",
      });
    }
    const taken = (
      await core.server.db.select({ n: races.taken }).from(races).where(eq(races.id, race.raceId))
    )[0]?.n;
    expect(taken).toBe(0);
    // Someone signed in registers as usual.
    expect(
      (
        await post(
          core.url,
          "/Register/ApiSaveRegistration",
          bodies["the rush's take"],
          await signUp(core.url),
        )
      ).status,
    ).toBe(200);
  });
});
