import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { eq } from "drizzle-orm";
import { openPostgres } from "../src/db/open-postgres";
import type { DatabaseHandle } from "../src/db/database";
import { payments, races, sandboxPayments } from "../src/db/schema";
import { createTestDatabase, type TestDatabase } from "../src/testing/index";
import { startChildCore, type ChildCore } from "./support/child-core";
import { until } from "./support/until";
import { createRaceFixture } from "./support/fixtures";
import {
  awaitingOrder,
  mailsAbout,
  payByCard,
  payInfoOf,
  providerIdOf,
  savePay,
  SANDBOX_TEST_CARDS,
  sendCallback,
  stateOf,
} from "./support/payments";

/** Long enough that the "bank's" callback is still waiting when the test kills core. */
const SLOW_CALLBACK_MS = 60_000;

/**
 * Issue 9 item 6: core SIGKILLed after the acquirer took the money and before its callback was
 * applied, then started again on the same PostgreSQL database. Nothing may be lost (the money is
 * the person's registration) and nothing doubled (one payment, one slot, one confirmation).
 */
// Each journey starts core two or three times as a child process (tsx compiles it each time): on
// a busy CI machine that alone outlasted the default 30 s, so a journey gets two minutes.
describe(
  "core killed between the acquirer's success and its callback (PostgreSQL)",
  { timeout: 120_000 },
  () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;
    const running: ChildCore[] = [];
    const db = () => handle.db;

    beforeAll(async () => {
      database = await createTestDatabase({ template: inject("postgresTemplate") });
      handle = openPostgres({ url: database.url, poolSize: 2 });
    });
    afterAll(async () => {
      await Promise.all(running.map((core) => core.kill()));
      await handle.close();
      await database.drop();
    });

    async function startCore(callbackDelayMs = 0): Promise<ChildCore> {
      const core = await startChildCore(database.url, { callbackDelayMs });
      running.push(core);
      return core;
    }

    /** An order paid by the success card on a core whose callback is slow, and that core killed before it came. */
    async function paidThenKilled() {
      const core = await startCore(SLOW_CALLBACK_MS);
      const race = await createRaceFixture(db());
      const order = await awaitingOrder(core.url, race);
      const started = await savePay(core.url, order.cookie, order.registrationId, "card");
      if (started.kind !== "redirect") throw new Error(`expected a redirect, got ${started.kind}`);
      const providerPaymentId = await providerIdOf(db(), started.paymentId);
      // The person presses "pay"; the answer never comes back, core dies first.
      const checkout = payByCard(core.url, started.url, SANDBOX_TEST_CARDS.success).catch(
        (error: unknown) => error,
      );
      await until(async () => (await sandboxStatus(providerPaymentId)) === "succeeded");
      await core.kill();
      expect(await checkout).toBeInstanceOf(Error);
      return { race, order, paymentId: started.paymentId, providerPaymentId };
    }

    async function sandboxStatus(id: string) {
      return (
        await db()
          .select({ status: sandboxPayments.status })
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, id))
      )[0]?.status;
    }

    async function paymentStatus(id: string) {
      return (
        await db().select({ status: payments.status }).from(payments).where(eq(payments.id, id))
      )[0]?.status;
    }

    async function taken(raceId: number) {
      return (await db().select({ n: races.taken }).from(races).where(eq(races.id, raceId)))[0]?.n;
    }

    it("the acquirer's retried callback pays the registration once, after a restart", async () => {
      const p = await paidThenKilled();
      // What the crash left: the bank took the money, the site has not heard.
      expect(await stateOf(db(), p.order.registrationId)).toBe("awaitingPayment");
      expect(await paymentStatus(p.paymentId)).toBe("pending");

      const core = await startCore();
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++)
        answers.push(await sendCallback(core.url, p.providerPaymentId, "succeeded"));
      expect(answers.map((a) => [a.status, a.json])).toEqual(
        Array.from({ length: 3 }, () => [200, { ok: true, status: "succeeded" }]),
      );
      const state = await stateOf(db(), p.order.registrationId);
      const mails = await mailsAbout(db(), p.order.registrationId);
      const slots = await taken(p.race.raceId);
      console.log(
        `killed core (SIGKILL) with the bank's success recorded and its callback not applied; restarted; the acquirer retried the callback 3 times → registration ${String(state)}, payment ${String(await paymentStatus(p.paymentId))}, ${mails.length} confirmation, slots taken ${String(slots)}`,
      );
      expect(state).toBe("paid");
      expect(await paymentStatus(p.paymentId)).toBe("succeeded");
      expect(mails).toHaveLength(1);
      expect(slots).toBe(1);
    });

    it("without any retry, the person's result page asks the acquirer and pays once", async () => {
      const p = await paidThenKilled();
      const core = await startCore();
      const first = await payInfoOf(core.url, p.order.cookie, p.order.registrationId);
      const again = await payInfoOf(core.url, p.order.cookie, p.order.registrationId);
      // A late callback after the catch-up changes nothing either.
      const late = await sendCallback(core.url, p.providerPaymentId, "succeeded");
      const mails = await mailsAbout(db(), p.order.registrationId);
      console.log(
        `killed core (SIGKILL) before the callback; restarted; no callback came; the result page read twice → ${first.state}, ${again.state}; a late callback → ${String(late.status)}; ${mails.length} confirmation, slots taken ${String(await taken(p.race.raceId))}`,
      );
      expect([first.state, first.result, again.state]).toEqual(["paid", "success", "paid"]);
      expect(late.json).toEqual({ ok: true, status: "succeeded" });
      expect(mails).toHaveLength(1);
      expect(await taken(p.race.raceId)).toBe(1);
      expect(await paymentStatus(p.paymentId)).toBe("succeeded");
    });
  },
);
