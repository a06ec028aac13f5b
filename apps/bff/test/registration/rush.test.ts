import { defined } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { type Browser } from "../support/clients";
import { signedInCrowd } from "../support/crowd";
import { useStack } from "../support/stack";
import { coreRows, raceCounts } from "./support/core-state";
import { PLAIN_RACES, validParticipant, type RaceRef } from "./support/people";

const { core, bff } = useStack({ kind: "postgres" });

/** Leaves `slots` places in the race, whatever its seeded counter says. */
async function leaveSlots(race: RaceRef, slots: number): Promise<void> {
  const { taken } = await raceCounts(core, race);
  await coreRows(
    core,
    `update races set capacity = ${taken + slots}
     where code = '${race.raceCode}' and event_id = (select id from events where code = '${race.eventCode}') returning id`,
  );
}

/** The crowd: one real sign-up and copies of it (test/support/crowd.ts). */
const people = (count: number): Promise<Browser[]> => signedInCrowd(core, bff.url, count);

type Outcome = { ok: true; id: string } | { ok: false; code: string | undefined };

async function attempt(browser: Browser, race: RaceRef): Promise<Outcome> {
  try {
    const saved = await browser.single.registration.saveRegistration.mutate({
      ...race,
      ...validParticipant(),
    });
    return { ok: true, id: saved.registrationId };
  } catch (error) {
    const data = (error as { data?: { appCode?: string } }).data;
    return { ok: false, code: data?.appCode };
  }
}

describe("the rush through the BFF, core on PostgreSQL", () => {
  it("more people than slots at once: exactly the slots are sold, the rest hear SOLD_OUT", async () => {
    const race = defined(PLAIN_RACES[2]);
    const slots = 8;
    await leaveSlots(race, slots);
    const before = await raceCounts(core, race);
    const crowd = await people(40);

    const outcomes = await Promise.all(crowd.map((browser) => attempt(browser, race)));

    const sold = outcomes.filter((o) => o.ok);
    expect(sold).toHaveLength(slots);
    expect(new Set(sold.map((o) => (o.ok ? o.id : ""))).size).toBe(slots);
    expect(outcomes.filter((o) => !o.ok).map((o) => (o.ok ? "" : o.code))).toEqual(
      Array(crowd.length - slots).fill("SOLD_OUT"),
    );
    const after = await raceCounts(core, race);
    expect(after).toEqual({
      capacity: before.capacity,
      taken: before.capacity,
      holding: before.holding + slots,
    });
  });

  it("a slot given back goes to exactly one of the next crowd", async () => {
    const race = defined(PLAIN_RACES[3]);
    await leaveSlots(race, 1);
    const [first, ...crowd] = await people(11);
    const held = await attempt(defined(first), race);
    if (!held.ok) throw new Error(`the only slot was refused: ${held.code}`);
    await defined(first).batch.registration.clearCart.mutate({ registrationId: held.id });

    const outcomes = await Promise.all(crowd.map((browser) => attempt(browser, race)));

    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const after = await raceCounts(core, race);
    expect(after.taken).toBe(after.capacity);
  });

  it("one person clicking register many times at once holds one slot", async () => {
    const race = defined(PLAIN_RACES[4]);
    const before = await raceCounts(core, race);
    const [person] = await people(1);

    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => attempt(defined(person), race)),
    );

    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(new Set(outcomes.flatMap((o) => (o.ok ? [] : [o.code])))).toEqual(
      new Set(["ALREADY_REGISTERED"]),
    );
    expect(await raceCounts(core, race)).toEqual({
      ...before,
      taken: before.taken + 1,
      holding: before.holding + 1,
    });
  });
});
