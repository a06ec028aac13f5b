import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { options, promoCodes, races, registrations } from "../src/db/schema";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { cartOf, errorOf, post, register } from "./support/registration";
import { signedInPeople } from "./support/people";
import { defined } from "@reg/domain";

const MINUTE = 60_000;
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);

describe.each(DRIVERS)("the 20-minute window on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore(driver, { now: () => now, sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());

  async function counters(race: Awaited<ReturnType<typeof createRaceFixture>>) {
    const db = core.server.db;
    return {
      taken: (await db.select({ n: races.taken }).from(races).where(eq(races.id, race.raceId)))[0]
        ?.n,
      stock: (
        await db
          .select({ n: options.taken })
          .from(options)
          .where(eq(options.id, race.optionIds.tshirt ?? -1))
      )[0]?.n,
      used: (
        await db
          .select({ n: promoCodes.used })
          .from(promoCodes)
          .where(eq(promoCodes.id, race.promoIds.TEN ?? -1))
      )[0]?.n,
    };
  }

  it("reads as over at 20:00 sharp, then the sweeper gives everything back exactly once", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db, {
      options: [{ code: "tshirt", stock: 10 }],
      promos: [{ code: "TEN", percent: 10 }],
    });
    const [draftOwner, payer, stayer] = await signedInPeople(core.server.db, 3);
    const draft = await register(core.url, defined(draftOwner), race, { promoCode: "TEN" });
    await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId: draft.registrationId, productCode: "tshirt", count: 2 },
      draftOwner,
    );
    const awaiting = await register(core.url, defined(payer), race);
    await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId: awaiting.registrationId, productCode: "tshirt" },
      payer,
    );
    await post(core.url, "/Register/Cart", { registrationId: awaiting.registrationId }, payer);
    expect(await counters(race)).toEqual({ taken: 2, stock: 3, used: 1 });

    now = at(19.99);
    expect((await cartOf(core.url, defined(payer), awaiting.registrationId)).state).toBe(
      "awaitingPayment",
    );
    expect(await core.server.sweepExpired()).toBe(0);

    now = at(20);
    // Not swept yet, already over for every reader and every change.
    expect((await cartOf(core.url, defined(payer), awaiting.registrationId)).state).toBe("expired");
    expect((await cartOf(core.url, defined(draftOwner), draft.registrationId)).state).toBe(
      "cancelled",
    );
    const late = await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId: draft.registrationId, productCode: "tshirt" },
      draftOwner,
    );
    expect(late.status).toBe(409);
    expect(errorOf(late)).toEqual({ code: "REGISTRATION_EXPIRED" });
    expect(await counters(race)).toEqual({ taken: 2, stock: 3, used: 1 });

    // A registration made later is not due yet.
    now = at(10);
    const fresh = await register(core.url, defined(stayer), race);
    now = at(20);
    expect(await core.server.sweepExpired()).toBe(2);
    expect(await counters(race)).toEqual({ taken: 1, stock: 0, used: 0 });
    expect(await core.server.sweepExpired()).toBe(0);
    expect(await counters(race)).toEqual({ taken: 1, stock: 0, used: 0 });

    const rows = await core.server.db
      .select()
      .from(registrations)
      .where(eq(registrations.raceId, race.raceId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(awaiting.registrationId)).toMatchObject({
      state: "expired",
      releasedAt: at(20),
    });
    expect(byId.get(draft.registrationId)).toMatchObject({
      state: "cancelled",
      releasedAt: at(20),
    });
    expect(byId.get(fresh.registrationId)).toMatchObject({ state: "draft", releasedAt: null });
    now = TEST_NOW;
  });

  it("never touches a paid registration", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const [person] = await signedInPeople(core.server.db, 1);
    const saved = await register(core.url, defined(person), race);
    await core.server.db
      .update(registrations)
      .set({ state: "paid", paidAt: TEST_NOW })
      .where(eq(registrations.id, saved.registrationId));
    now = at(60);
    await core.server.sweepExpired();
    expect((await cartOf(core.url, defined(person), saved.registrationId)).state).toBe("paid");
    expect((await counters(race)).taken).toBe(1);
    now = TEST_NOW;
  });
});

describe("the periodic sweeper", () => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startCore("pglite", { now: () => now, sweepIntervalMs: 20 });
  });
  afterAll(() => core.close());

  it("releases due registrations on its own", async () => {
    const race = await createRaceFixture(core.server.db);
    const [person] = await signedInPeople(core.server.db, 1);
    const saved = await register(core.url, defined(person), race);
    now = at(25);
    const deadline = Date.now() + 5_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      state = (
        await core.server.db
          .select({ state: registrations.state })
          .from(registrations)
          .where(eq(registrations.id, saved.registrationId))
      )[0]?.state;
      if (state === "cancelled") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(state).toBe("cancelled");
    expect(
      (
        await core.server.db.select({ n: races.taken }).from(races).where(eq(races.id, race.raceId))
      )[0]?.n,
    ).toBe(0);
  });
});
