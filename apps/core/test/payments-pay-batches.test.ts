import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defined } from "@reg/domain";
import { payments } from "../src/db/schema";
import { startTogether } from "../src/modules/payments/flows/pay-batches";
import { SIGNED_OUT } from "./support/bad-input";
import { RaceDirectory } from "../src/modules/registration";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { awaitingOrder, sendCallback, startPaymentsCore, providerIdOf } from "./support/payments";
import { batchCallerOf, errorOf, post, register, signUp } from "./support/registration";

const SANDBOX_TERMS = { name: "sandbox", methods: ["card", "qr", "sbp", "installments"] as const };

/**
 * Payment attempts are group-committed (pay-batches.ts, decision 0038): attempts asked for
 * together are written by one transaction and each opened with the acquirer after it. Whatever
 * shares a batch — plain orders, a paid one, a draft, someone else's, a dead session, a method
 * the order cannot use — each call is answered as it would be alone.
 */
describe.each(DRIVERS)("payment attempts written together on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
  });
  afterAll(() => core.close());

  const db = () => core.server.db;

  const attemptsOf = (registrationId: string) =>
    db().select().from(payments).where(eq(payments.registrationId, registrationId));

  async function paidOrder(race: RaceFixture) {
    const order = await awaitingOrder(core.url, race);
    const started = await post(
      core.url,
      "/Register/ApiSavePay",
      { RegistrationId: order.registrationId, PaymentType: "card" },
      order.cookie,
    );
    const paymentId = (started.json as { paymentId: string }).paymentId;
    await sendCallback(core.url, await providerIdOf(db(), paymentId), "succeeded");
    return order;
  }

  it("one batch writes the plain orders' attempts, priced from each order, and leaves the rest", async () => {
    const race = await createRaceFixture(db());
    const plain = [
      await awaitingOrder(core.url, race),
      await awaitingOrder(core.url, race),
      await awaitingOrder(core.url, race),
    ];
    const paid = await paidOrder(race);
    const draftCookie = await signUp(core.url);
    const draft = await register(core.url, draftCookie, race);
    const stranger = await awaitingOrder(core.url, race);
    const call = (cookie: string, registrationId: string, method = "card") => ({
      request: { scope: null, caller: batchCallerOf(cookie), origin: null },
      input: {
        RegistrationId: registrationId,
        PaymentType: method as "card",
        language: "ru" as const,
      },
    });

    const answers = await startTogether(
      { db: db(), now: () => TEST_NOW, races: new RaceDirectory(db(), 0), provider: SANDBOX_TERMS },
      [
        ...plain.map((o, i) => call(o.cookie, o.registrationId, i === 2 ? "qr" : "card")),
        call(paid.cookie, paid.registrationId),
        call(draftCookie, draft.registrationId),
        call(defined(plain[0]).cookie, stranger.registrationId),
      ],
    );

    const kinds = answers.map((a) => ("answer" in a ? a.answer.kind : "again"));
    expect(kinds).toEqual(["written", "written", "written", "alone", "alone", "alone"]);
    for (const [i, order] of plain.entries()) {
      const rows = await attemptsOf(order.registrationId);
      expect(rows.map((r) => [r.method, r.status, r.amountKopecks, r.provider])).toEqual([
        // The fixture's 1,000 ₽ slot and its 5 % commission.
        [i === 2 ? "qr" : "card", "pending", 105_000, "sandbox"],
      ]);
    }
    expect(await attemptsOf(paid.registrationId)).toHaveLength(1);
    expect(await attemptsOf(draft.registrationId)).toHaveLength(0);
    expect(await attemptsOf(stranger.registrationId)).toHaveLength(0);
  });

  it("a mixed burst over HTTP is answered as each call alone would be, and every attempt opens", async () => {
    const race = await createRaceFixture(db());
    const plain = [];
    for (let i = 0; i < 5; i++) plain.push(await awaitingOrder(core.url, race));
    const paid = await paidOrder(race);
    const draftCookie = await signUp(core.url);
    const draft = await register(core.url, draftCookie, race);
    const outsider = await signUp(core.url);
    const pay = (registrationId: string, cookie: string, method = "card") =>
      post(
        core.url,
        "/Register/ApiSavePay",
        { RegistrationId: registrationId, PaymentType: method },
        cookie,
      );

    const sent = await Promise.all([
      ...plain.map((o) => pay(o.registrationId, o.cookie)),
      pay(paid.registrationId, paid.cookie),
      pay(draft.registrationId, draftCookie),
      pay(defined(plain[0]).registrationId, outsider),
      pay(defined(plain[1]).registrationId, SIGNED_OUT),
      pay(defined(plain[2]).registrationId, defined(plain[2]).cookie, "cash"),
    ]);

    for (const [i, response] of sent.slice(0, 5).entries()) {
      expect({ i, status: response.status }).toEqual({ i, status: 200 });
      const body = response.json as { kind: string; paymentId: string; url: string };
      expect(body.kind).toBe("redirect");
      // Opened with the acquirer: its id is kept and its page is where the person goes.
      const providerId = await providerIdOf(db(), body.paymentId);
      expect(body.url).toBe(`/sandbox/checkout/${providerId}`);
    }
    expect(sent[5]?.json).toEqual({ kind: "result", state: "success" });
    expect(errorOf(defined(sent[6])).code).toBe("INVALID_STATE");
    expect(sent[7]?.status).toBe(404);
    expect(errorOf(defined(sent[8])).code).toBe("UNAUTHORIZED");
    expect(errorOf(defined(sent[9])).code).toBe("VALIDATION_FAILED");

    expect(await attemptsOf(defined(plain[0]).registrationId)).toHaveLength(1);
    expect(await attemptsOf(paid.registrationId)).toHaveLength(1);
    expect(await attemptsOf(draft.registrationId)).toHaveLength(0);
  });
});
