import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { payments, races, startListEntries } from "../src/db/schema";
import { applyOutcomesTogether } from "../src/modules/payments/outcome/callback-batches";
import { RaceDirectory } from "../src/modules/registration";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import {
  mailsAbout,
  providerIdOf,
  savePay,
  sendCallback,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import { post, register, signUp } from "./support/registration";

/**
 * The acquirer's callbacks are group-committed (callback-batches.ts, decision 0038): callbacks
 * arriving together are applied by one transaction. Whatever shares a batch — plain successes,
 * repeats, declines, unknown payments, two payments of one order — each is applied exactly once,
 * as if it had come alone.
 */
describe.each(DRIVERS)("callbacks applied together on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
  });
  afterAll(() => core.close());

  const db = () => core.server.db;

  /** A confirmed order with a card payment started; with a T-shirt in its cart when asked. */
  async function pendingPayment(race: RaceFixture, withShirt = false) {
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race);
    if (withShirt)
      await post(
        core.url,
        "/Register/ApiAddProductToCart",
        { registrationId, productCode: "tshirt" },
        cookie,
      );
    const confirmed = await post(core.url, "/Register/Cart", { registrationId }, cookie);
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
    return startedPayment(race, cookie, registrationId);
  }

  async function startedPayment(race: RaceFixture, cookie: string, registrationId: string) {
    const started = await savePay(core.url, cookie, registrationId, "card");
    if (started.kind === "result") throw new Error("a paid order has something to pay");
    return {
      registrationId,
      cookie,
      paymentId: started.paymentId,
      providerPaymentId: await providerIdOf(db(), started.paymentId),
      race,
    };
  }

  async function statusOf(paymentId: string) {
    const [row] = await db()
      .select({ status: payments.status, refundReason: payments.refundReason })
      .from(payments)
      .where(eq(payments.id, paymentId));
    return row;
  }

  async function listed(registrationId: string) {
    return db()
      .select()
      .from(startListEntries)
      .where(eq(startListEntries.registrationId, registrationId));
  }

  it("one batch pays many orders: each paid once, confirmed once with its own cart, listed once", async () => {
    const race = await createRaceFixture(db(), {
      options: [{ code: "tshirt", kind: "product", priceKopecks: 150_000, stock: 50 }],
    });
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await pendingPayment(race, i % 2 === 0));

    const outcomes = await applyOutcomesTogether(
      { db: db(), now: () => TEST_NOW, races: new RaceDirectory(db(), 0) },
      "sandbox",
      orders.map((o) => ({ providerPaymentId: o.providerPaymentId, outcome: "succeeded" })),
    );
    // Every one settled by the batch itself, none left to the one-at-a-time path.
    expect(outcomes).toEqual(
      orders.map(() => ({ answer: { kind: "applied", status: "succeeded", duplicate: false } })),
    );

    for (const [i, order] of orders.entries()) {
      expect(await stateOf(db(), order.registrationId)).toBe("paid");
      expect((await statusOf(order.paymentId))?.status).toBe("succeeded");
      expect(await listed(order.registrationId)).toHaveLength(1);
      const mails = await mailsAbout(db(), order.registrationId);
      expect(mails.map((m) => m.kind)).toEqual(["paymentConfirmation"]);
      // The confirmation lists this order's own cart: the T-shirt only where it was bought.
      const shirt = mails[0]?.textBody.includes("tshirt") || mails[0]?.htmlBody.includes("tshirt");
      expect({ i, shirt }).toEqual({ i, shirt: i % 2 === 0 });
    }
    const [counter] = await db()
      .select({ taken: races.taken })
      .from(races)
      .where(eq(races.id, race.raceId));
    expect(counter?.taken).toBe(orders.length);
  });

  it("a mixed burst over HTTP: repeats, a decline, an unknown payment and two payments of one order are each applied once", async () => {
    const race = await createRaceFixture(db());
    const plain = [];
    for (let i = 0; i < 6; i++) plain.push(await pendingPayment(race));
    const declined = await pendingPayment(race);
    const twice = await pendingPayment(race);
    const second = await startedPayment(race, twice.cookie, twice.registrationId);

    const sent = await Promise.all([
      ...plain.flatMap((o) => [
        sendCallback(core.url, o.providerPaymentId, "succeeded"),
        sendCallback(core.url, o.providerPaymentId, "succeeded"),
      ]),
      sendCallback(core.url, declined.providerPaymentId, "declined"),
      sendCallback(core.url, twice.providerPaymentId, "succeeded"),
      sendCallback(core.url, second.providerPaymentId, "succeeded"),
      sendCallback(core.url, "sbx_000000000000000000000000", "succeeded"),
    ]);

    const answers = sent.map((r) => [r.status, r.json]);
    expect(answers.slice(0, 12)).toEqual(
      plain.flatMap(() => [
        [200, { ok: true, status: "succeeded" }],
        [200, { ok: true, status: "succeeded" }],
      ]),
    );
    expect(answers[12]).toEqual([200, { ok: true, status: "declined" }]);
    expect(
      [answers[13], answers[14]].map((a) => (a?.[1] as { status: string }).status).sort(),
    ).toEqual(["refundDue", "succeeded"]);
    expect(answers[15]?.[0]).toBe(404);

    for (const order of plain) {
      expect(await stateOf(db(), order.registrationId)).toBe("paid");
      expect(await mailsAbout(db(), order.registrationId)).toHaveLength(1);
      expect(await listed(order.registrationId)).toHaveLength(1);
    }
    expect(await stateOf(db(), declined.registrationId)).toBe("awaitingPayment");
    expect((await statusOf(declined.paymentId))?.status).toBe("declined");
    expect(await mailsAbout(db(), declined.registrationId)).toHaveLength(0);

    expect(await stateOf(db(), twice.registrationId)).toBe("paid");
    const both = [await statusOf(twice.paymentId), await statusOf(second.paymentId)];
    expect(both.map((s) => s?.status).sort()).toEqual(["refundDue", "succeeded"]);
    expect(both.find((s) => s?.status === "refundDue")?.refundReason).toBe("alreadyPaid");
    expect((await mailsAbout(db(), twice.registrationId)).map((m) => m.kind)).toEqual([
      "paymentConfirmation",
    ]);
    expect(await listed(twice.registrationId)).toHaveLength(1);
  });
});
