import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "@reg/domain";
import { startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { CALLBACK_SECRET } from "./support/payments";
import { signedInPeople } from "./support/people";
import { errorOf } from "./support/registration";
import { buyRaw, codeOf, giftRow, paidGift, redeemRaw, ref, slotCounts } from "./gifts-support";

/**
 * Gifts raced on a real PostgreSQL server (decision 0031): a code redeemed from many connections
 * at once registers one person, and the race's counter always equals its live registrations.
 */
describe("concurrent gifts on postgres", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("postgres", {
      now: () => TEST_NOW,
      sweepIntervalMs: 0,
      poolSize: 8,
      paymentCallbackSecret: CALLBACK_SECRET,
    });
  });
  afterAll(() => core.close());
  const db = () => core.server.db;

  it("10 people redeem one code at once: one is registered, nine hear it is redeemed; the slot counts once", async () => {
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, ...crowd] = await signedInPeople(db(), 11);
    const gift = await paidGift(core.url, defined(buyer), race);
    const before = await slotCounts(db(), race.raceId);
    const answers = await Promise.all(
      crowd.map((cookie) => redeemRaw(core.url, cookie, codeOf(gift))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(errorOf(refused)).toEqual({
        code: "INVALID_STATE",
        fields: { giftCode: "giftCode.redeemed" },
      });
    expect(await slotCounts(db(), race.raceId)).toEqual(before);
    expect(before).toEqual({ taken: 1, live: 1, paid: 1 });
    const row = await giftRow(db(), gift.giftId);
    expect(row.redeemed).toBe(true);
    expect(row.participant).toBe(row.recipient);
  });

  it("one person redeems two gifts of the same race at once: one registration, the other gift stays unredeemed", async () => {
    const race = await createRaceFixture(db(), { capacity: 10 });
    const [buyer, recipient] = await signedInPeople(db(), 2);
    const first = await paidGift(core.url, defined(buyer), race);
    const second = await paidGift(core.url, defined(buyer), race);
    const answers = await Promise.all(
      [first, second].map((g) => redeemRaw(core.url, defined(recipient), codeOf(g))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = defined(answers.find((a) => a.status === 409));
    expect(errorOf(refused).code).toBe("ALREADY_REGISTERED");
    const rows = [await giftRow(db(), first.giftId), await giftRow(db(), second.giftId)];
    expect(rows.filter((r) => r.redeemed)).toHaveLength(1);
    expect(rows.filter((r) => !r.redeemed && r.recipient === null)).toHaveLength(1);
    expect(await slotCounts(db(), race.raceId)).toEqual({ taken: 2, live: 2, paid: 2 });
  });

  it("24 buyers race for a race's last 5 places: 5 gifts, the rest SOLD_OUT, the counter equal to the rows", async () => {
    const race = await createRaceFixture(db(), { capacity: 8, taken: 0 });
    const early = await signedInPeople(db(), 3);
    for (const cookie of early) await paidGift(core.url, cookie, race);
    const crowd = await signedInPeople(db(), 24);
    const answers = await Promise.all(
      crowd.map((cookie) => buyRaw(core.url, cookie, { ...ref(race), cardName: "Друзья" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(errorOf(refused).code).toBe("SOLD_OUT");
    expect(await slotCounts(db(), race.raceId)).toEqual({ taken: 8, live: 8, paid: 3 });
  });
});
