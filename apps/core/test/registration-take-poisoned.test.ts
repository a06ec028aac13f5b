import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { HOLDING_STATES, races, registrations } from "../src/db/schema";
import { AppError } from "../src/http/app-error";
import { SlotTaker } from "../src/modules/registration/slot-take/slot-taker";
import type { TakeResult } from "../src/modules/registration/slot-take/take-slot";
import type { SessionAttempt } from "../src/modules/registration/slot-take/take-slots-together";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { attemptOf, newPeople } from "./support/slot-take";
import { signedInPeople } from "./support/people";
import { errorOf, post, validParticipant } from "./support/registration";
import { defined } from "@reg/domain";

/*
 * Issue 12, item 22: one bad registration must not fail everyone in its batch. Presses of one race
 * arrive together; a few are poisoned — text PostgreSQL refuses (NUL, a lone surrogate: refused
 * before batching) or an image no row has (the statement's foreign key fails: found by running the
 * batch again in halves). Every good press is served in arrival order, nothing is oversold, and
 * each poisoned press alone gets 400.
 */

/** The poison of press `i`, if it is one of the poisoned: each kind twice or more, spread over the batches. */
function poisonOf(i: number): ((attempt: SessionAttempt) => SessionAttempt) | null {
  if (i % 23 === 5)
    return (a) => ({ ...a, participant: { ...validParticipant(), city: "Моск\u0000ва" } });
  if (i % 23 === 11)
    return (a) => ({ ...a, participant: { ...validParticipant(), street: "\uD800" } });
  if (i % 23 === 17) return (a) => ({ ...a, imageId: randomUUID() });
  return null;
}

function told(outcome: PromiseSettledResult<TakeResult>): string {
  if (outcome.status === "rejected")
    return outcome.reason instanceof AppError
      ? outcome.reason.code
      : `500 ${String(outcome.reason)}`;
  const r = outcome.value;
  if (r.ok) return "taken";
  return r.reason === "noSlot" ? (r.facts?.closed ? "CLOSED" : "SOLD_OUT") : r.reason;
}

describe.each(DRIVERS)("a rush with poisoned presses on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0, poolSize: 8 });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  it("serves every good press in arrival order, oversells nothing, and refuses each poisoned one alone", async () => {
    const capacity = 60;
    const race = await createRaceFixture(db(), { capacity });
    const people = await newPeople(db(), 200);
    // Batches of 40: the poison lands in several batches, and the sale runs over many of them.
    const slots = new SlotTaker(db(), 40);
    const attempts = people.map((p, i) => poisonOf(i)?.(attemptOf(race, p)) ?? attemptOf(race, p));
    const outcomes = await Promise.allSettled(attempts.map((a) => slots.take(a)));
    const answers = outcomes.map(told);

    const poisoned = people.flatMap((_, i) => (poisonOf(i) ? [i] : []));
    expect(poisoned.length).toBeGreaterThanOrEqual(24);
    const good = people.flatMap((_, i) => (poisonOf(i) ? [] : [i]));
    // Bad text never joins a batch. A missing image fails the statement only when the press would
    // get a place (its row is inserted): before the race sells out it is 400, after it sold out.
    const goodBefore = (i: number): number => good.filter((g) => g < i).length;
    expect(poisoned.map((i) => [i, answers[i]])).toEqual(
      poisoned.map((i) => [
        i,
        i % 23 === 17 && goodBefore(i) >= capacity ? "SOLD_OUT" : "VALIDATION_FAILED",
      ]),
    );
    // The first `capacity` good presses to arrive get the places; every later one is told sold out.
    expect(good.map((i) => answers[i])).toEqual(
      good.map((_, rank) => (rank < capacity ? "taken" : "SOLD_OUT")),
    );

    const taken = (
      await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId))
    )[0]?.n;
    const held = await db()
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(
        and(
          eq(registrations.raceId, race.raceId),
          inArray(registrations.state, [...HOLDING_STATES]),
        ),
      );
    expect(taken).toBe(capacity);
    expect(held.map((r) => r.userId).sort()).toEqual(
      good
        .slice(0, capacity)
        .map((i) => defined(people[i]).userId)
        .sort(),
    );
  });

  it("answers poisoned presses sent to core directly 400 among concurrent good ones, never 500, 0 oversold", async () => {
    const capacity = 30;
    const race = await createRaceFixture(db(), { capacity });
    const cookies = await signedInPeople(db(), 90);
    const bodies = cookies.map((_, i) => ({
      eventCode: race.eventCode,
      raceCode: race.raceCode,
      ...validParticipant(),
      ...(i % 15 === 7 ? { city: "Моск\u0000ва", street: "\uDC00" } : {}),
    }));
    const responses = await Promise.all(
      cookies.map((cookie, i) =>
        post(core.url, "/Register/ApiSaveRegistration", bodies[i], cookie),
      ),
    );
    const statuses = responses.map((r, i) =>
      r.status === 200
        ? "taken"
        : `${r.status} ${errorOf(r).code} ${i % 15 === 7 ? "poisoned" : "good"}`,
    );
    expect(statuses.filter((s) => s.endsWith("poisoned"))).toEqual(
      Array.from({ length: 6 }, () => "400 VALIDATION_FAILED poisoned"),
    );
    expect(statuses.filter((s) => s === "taken")).toHaveLength(capacity);
    expect(statuses.filter((s) => s !== "taken" && !s.endsWith("poisoned"))).toEqual(
      Array.from({ length: 90 - 6 - capacity }, () => "409 SOLD_OUT good"),
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
    expect([taken, held]).toEqual([capacity, capacity]);
  });
});
