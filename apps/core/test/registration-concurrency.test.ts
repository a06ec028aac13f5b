import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, inArray, sql } from "drizzle-orm";
import { cartLines, HOLDING_STATES, options, promoCodes, registrations } from "../src/db/schema";
import { startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { signedInPeople } from "./support/people";
import { holdingOf, takenOf } from "./support/slot-take";
import { errorOf, post, register, validParticipant } from "./support/registration";
import { defined } from "@reg/domain";

const MINUTE = 60_000;

/**
 * The rush on a real PostgreSQL server: many connections at once (core's pool, many HTTP clients),
 * far more attempts than slots, stock or promo uses. Nothing may be sold twice or lost.
 */
describe("concurrent registrations on postgres", () => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore("postgres", { now: () => now, sweepIntervalMs: 0, poolSize: 8 });
  });
  afterAll(() => core.close());

  const db = () => core.server.db;
  const raceTaken = (race: RaceFixture) => takenOf(db(), race);
  const holding = (race: RaceFixture) => holdingOf(db(), race);
  const attempt = (race: RaceFixture, cookie: string, extra: Record<string, unknown> = {}) =>
    post(
      core.url,
      "/Register/ApiSaveRegistration",
      { eventCode: race.eventCode, raceCode: race.raceCode, ...validParticipant(), ...extra },
      cookie,
    );

  it("sells 50 slots to 200 people trying at once, and not one more", async () => {
    const race = await createRaceFixture(db(), { capacity: 50 });
    const people = await signedInPeople(db(), 200);
    const answers = await Promise.all(people.map((cookie) => attempt(race, cookie)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(
      answers
        .filter((a) => a.status !== 200)
        .every((a) => a.status === 409 && errorOf(a).code === "SOLD_OUT"),
    ).toBe(true);
    expect(await raceTaken(race)).toBe(50);
    expect(await holding(race)).toBe(50);
  });

  it("lets one person hold one live registration however often they race themselves", async () => {
    const race = await createRaceFixture(db(), { capacity: 100 });
    const [person] = await signedInPeople(db(), 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt(race, defined(person))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409 && errorOf(a).code === "ALREADY_REGISTERED"),
    ).toHaveLength(19);
    expect(await raceTaken(race)).toBe(1);
    expect(await holding(race)).toBe(1);
  });

  it("tells someone holding a slot ALREADY_REGISTERED, not SOLD_OUT, once the race is full (their answer may have been lost)", async () => {
    for (const promoRequired of [false, true]) {
      const race = await createRaceFixture(db(), {
        capacity: 3,
        promoRequired,
        promos: promoRequired ? [{ code: "FULL", percent: 10 }] : [],
      });
      const extra = promoRequired ? { promoCode: "FULL" } : {};
      const people = await signedInPeople(db(), 5);
      const answers = await Promise.all(people.map((cookie) => attempt(race, cookie, extra)));
      const holders = people.filter((_, i) => answers[i]?.status === 200);
      expect(holders).toHaveLength(3);
      // Pressed again (on the rush's batch path, or one person's take with a promo code).
      const again = await Promise.all(holders.map((cookie) => attempt(race, cookie, extra)));
      expect(again.map((a) => [a.status, errorOf(a).code])).toEqual(
        holders.map(() => [409, "ALREADY_REGISTERED"]),
      );
      const outsider = people.find((cookie) => !holders.includes(cookie));
      expect(errorOf(await attempt(race, defined(outsider), extra)).code).toBe("SOLD_OUT");
      expect(await holding(race)).toBe(3);
    }
  });

  it("sells 20 units of an option to 60 carts adding it at once", async () => {
    const race = await createRaceFixture(db(), {
      capacity: 100,
      options: [{ code: "tshirt", stock: 20 }],
    });
    const people = await signedInPeople(db(), 60);
    const drafts = await Promise.all(people.map((cookie) => register(core.url, cookie, race)));
    const answers = await Promise.all(
      drafts.map((draft, i) =>
        post(
          core.url,
          "/Register/ApiAddProductToCart",
          { registrationId: draft.registrationId, productCode: "tshirt" },
          people[i],
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(
      answers.filter((a) => a.status === 409 && errorOf(a).code === "OUT_OF_STOCK"),
    ).toHaveLength(40);
    const taken = (
      await db()
        .select({ n: options.taken })
        .from(options)
        .where(eq(options.id, defined(race.optionIds.tshirt)))
    )[0]?.n;
    const inCarts = (
      await db()
        .select({ n: sql<number>`coalesce(sum(${cartLines.count}), 0)::int` })
        .from(cartLines)
        .where(eq(cartLines.optionId, defined(race.optionIds.tshirt)))
    )[0]?.n;
    expect(taken).toBe(20);
    expect(inCarts).toBe(20);
  });

  it("gives a promo code's 10 uses to 10 of 40 people at the gate, and their slots only to them", async () => {
    const race = await createRaceFixture(db(), {
      capacity: 100,
      promoRequired: true,
      promos: [{ code: "GATE", percent: 10, maxUses: 10 }],
    });
    const people = await signedInPeople(db(), 40);
    const answers = await Promise.all(
      people.map((cookie) => attempt(race, cookie, { promoCode: "GATE" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    // Whoever lost the race for a use was told so, and kept no slot.
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(400);
      expect(["promo.applyFailed", "promo.usedUp"]).toContain(errorOf(answer).fields?.promoCode);
    }
    const used = (
      await db()
        .select({ n: promoCodes.used })
        .from(promoCodes)
        .where(eq(promoCodes.id, defined(race.promoIds.GATE)))
    )[0]?.n;
    expect(used).toBe(10);
    expect(await raceTaken(race)).toBe(10);
    expect(await holding(race)).toBe(10);
  });

  it("gives 5 uses of a code to 5 of 30 drafts applying it at once", async () => {
    const race = await createRaceFixture(db(), {
      capacity: 100,
      promos: [{ code: "FIVE", percent: 10, maxUses: 5 }],
    });
    const people = await signedInPeople(db(), 30);
    const drafts = await Promise.all(people.map((cookie) => register(core.url, cookie, race)));
    const answers = await Promise.all(
      drafts.map((draft, i) =>
        post(
          core.url,
          "/Register/ApiApplyDiscountCode",
          { registrationId: draft.registrationId, promoCode: "FIVE" },
          people[i],
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const used = (
      await db()
        .select({ n: promoCodes.used })
        .from(promoCodes)
        .where(eq(promoCodes.id, defined(race.promoIds.FIVE)))
    )[0]?.n;
    const holders = (
      await db()
        .select({ n: count() })
        .from(registrations)
        .where(eq(registrations.promoCodeId, defined(race.promoIds.FIVE)))
    )[0]?.n;
    expect(used).toBe(5);
    expect(holders).toBe(5);
  });

  it("releases each expired registration exactly once while sweepers and deletes race each other", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), {
      capacity: 100,
      options: [{ code: "tshirt", stock: 200 }],
      promos: [{ code: "TEN", percent: 10 }],
    });
    const people = await signedInPeople(db(), 60);
    const drafts = await Promise.all(
      people.map((cookie) => register(core.url, cookie, race, { promoCode: "TEN" })),
    );
    await Promise.all(
      drafts.map((draft, i) =>
        post(
          core.url,
          "/Register/ApiAddProductToCart",
          { registrationId: draft.registrationId, productCode: "tshirt", count: 2 },
          people[i],
        ),
      ),
    );
    // Half of them go to payment; the other half stay drafts.
    await Promise.all(
      drafts
        .slice(0, 30)
        .map((draft, i) =>
          post(core.url, "/Register/Cart", { registrationId: draft.registrationId }, people[i]),
        ),
    );
    expect(await raceTaken(race)).toBe(60);

    now = new Date(TEST_NOW.getTime() + 20 * MINUTE);
    // The sweeper is global: earlier tests' drafts fall due too.
    const due =
      (
        await db()
          .select({ n: count() })
          .from(registrations)
          .where(inArray(registrations.state, [...HOLDING_STATES]))
      )[0]?.n ?? 0;
    const [swept, deletes] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => core.server.sweepExpired())),
      Promise.all(
        drafts
          .slice(30, 45)
          .map((draft, i) =>
            post(
              core.url,
              "/Register/ApiClearCart",
              { registrationId: draft.registrationId },
              people[30 + i],
            ),
          ),
      ),
    ]);
    expect(deletes.every((d) => d.status === 200)).toBe(true);
    const released = swept.reduce((a, b) => a + b, 0);
    // Every due registration released once: by a sweeper, or by its owner's delete (15 of them).
    expect(released).toBeLessThanOrEqual(due);
    expect(released).toBeGreaterThanOrEqual(due - 15);
    expect(
      (
        await db()
          .select({ n: count() })
          .from(registrations)
          .where(inArray(registrations.state, [...HOLDING_STATES]))
      )[0]?.n,
    ).toBe(0);

    expect(await raceTaken(race)).toBe(0);
    expect(await holding(race)).toBe(0);
    expect(
      (
        await db()
          .select({ n: options.taken })
          .from(options)
          .where(eq(options.id, defined(race.optionIds.tshirt)))
      )[0]?.n,
    ).toBe(0);
    expect(
      (
        await db()
          .select({ n: promoCodes.used })
          .from(promoCodes)
          .where(eq(promoCodes.id, defined(race.promoIds.TEN)))
      )[0]?.n,
    ).toBe(0);
    const states = await db()
      .select({ state: registrations.state, n: count() })
      .from(registrations)
      .where(eq(registrations.raceId, race.raceId))
      .groupBy(registrations.state);
    expect(Object.fromEntries(states.map((s) => [s.state, s.n]))).toEqual({
      expired: 30,
      cancelled: 30,
    });
    now = TEST_NOW;
  });
});
