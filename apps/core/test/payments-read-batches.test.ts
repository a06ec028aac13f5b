import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined, payInfoSchema } from "@reg/domain";
import { readTogether } from "../src/modules/payments/flows/pay-info-batches";
import { SIGNED_OUT } from "./support/bad-input";
import { RaceDirectory } from "../src/modules/registration";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import {
  awaitingOrder,
  payInfoOf,
  providerIdOf,
  savePay,
  sendCallback,
  startPaymentsCore,
} from "./support/payments";
import { batchCallerOf, errorOf, get } from "./support/registration";

/**
 * The result page's reads are batched (pay-info-batches.ts, decision 0038): reads arriving
 * together are answered from three statements. Whatever shares a batch — paid orders, orders
 * with no attempt yet, an attempt still pending (the acquirer is asked first), someone else's
 * order, a dead session — each is answered as it would be alone.
 */
describe.each(DRIVERS)("result reads answered together on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
  });
  afterAll(() => core.close());

  const db = () => core.server.db;

  async function paidOrder(race: RaceFixture) {
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, "card");
    if (started.kind === "result") throw new Error("a new order has something to pay");
    await sendCallback(core.url, await providerIdOf(db(), started.paymentId), "succeeded");
    return order;
  }

  async function pendingOrder(race: RaceFixture) {
    const order = await awaitingOrder(core.url, race);
    await savePay(core.url, order.cookie, order.registrationId, "card");
    return order;
  }

  const query = (registrationId: string) => ({
    RegistrationId: registrationId,
    language: "ru" as const,
  });

  it("one batch reads the settled orders and leaves the pending and the unknown to the lone read", async () => {
    const race = await createRaceFixture(db());
    const paid = [await paidOrder(race), await paidOrder(race)];
    const fresh = await awaitingOrder(core.url, race);
    const pending = await pendingOrder(race);
    const stranger = await awaitingOrder(core.url, race);

    const answers = await readTogether(
      { db: db(), now: () => TEST_NOW, races: new RaceDirectory(db(), 0) },
      [
        ...paid.map((o) => ({
          scope: null,
          caller: batchCallerOf(o.cookie),
          query: query(o.registrationId),
        })),
        { scope: null, caller: batchCallerOf(fresh.cookie), query: query(fresh.registrationId) },
        {
          scope: null,
          caller: batchCallerOf(pending.cookie),
          query: query(pending.registrationId),
        },
        {
          scope: null,
          caller: batchCallerOf(defined(paid[0]).cookie),
          query: query(stranger.registrationId),
        },
      ],
    );

    const read = answers.map((a) => ("answer" in a ? a.answer : undefined));
    expect(read.map((a) => a?.kind)).toEqual(["read", "read", "read", "alone", "alone"]);
    for (const [i, order] of paid.entries()) {
      const answer = read[i];
      expect(answer?.kind === "read" && answer.order.registration.id).toBe(order.registrationId);
      expect(answer?.kind === "read" && answer.last?.status).toBe("succeeded");
    }
    const none = read[2];
    expect(none?.kind === "read" && none.last).toBeUndefined();
  });

  it("a burst of reads over HTTP gets what each read alone gets", async () => {
    const race = await createRaceFixture(db());
    const paid = [await paidOrder(race), await paidOrder(race), await paidOrder(race)];
    const fresh = await awaitingOrder(core.url, race);
    const pending = await pendingOrder(race);
    const stranger = await awaitingOrder(core.url, race);
    const orders = [...paid, fresh, pending];
    const read = (registrationId: string, cookie: string) =>
      get(core.url, `/Register/ApiPay?RegistrationId=${registrationId}&language=ru`, cookie);

    const sent = await Promise.all([
      ...orders.map((o) => read(o.registrationId, o.cookie)),
      read(stranger.registrationId, defined(paid[0]).cookie),
      read(stranger.registrationId, SIGNED_OUT),
    ]);

    // Read again one at a time, nothing having changed: the same answers.
    for (const [i, order] of orders.entries()) {
      expect({ i, status: sent[i]?.status }).toEqual({ i, status: 200 });
      const alone = await payInfoOf(core.url, order.cookie, order.registrationId);
      expect(payInfoSchema.parse(sent[i]?.json)).toEqual(alone);
    }
    expect(payInfoSchema.parse(sent[0]?.json)).toMatchObject({
      state: "paid",
      result: "success",
      lastAttempt: { status: "succeeded", amountKopecks: 105_000 },
    });
    expect(payInfoSchema.parse(sent[3]?.json)).toMatchObject({
      state: "awaitingPayment",
      lastAttempt: null,
    });
    expect(payInfoSchema.parse(sent[4]?.json).lastAttempt?.status).toBe("pending");
    expect(sent[5]?.status).toBe(404);
    expect(errorOf(defined(sent[6])).code).toBe("UNAUTHORIZED");
  });
});
