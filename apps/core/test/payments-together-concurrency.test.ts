import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "../src/db/query-rows";
import { startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { CALLBACK_SECRET, providerIdOf, sendCallback, stateOf } from "./support/payments";
import { confirmedOrder, createChild, paymentRowOf, savePayTogether } from "./support/pay-together";
import { signUp } from "./support/registration";

const answerSchema = z.object({ ok: z.literal(true), status: z.string() });

/**
 * Payments of several orders settled at once on a real PostgreSQL server (decision 0032): the
 * callbacks of two payments sharing orders, crossing each other (A with B, B with A), and the same
 * callback many times over — each order is paid exactly once, by one payment, nothing deadlocks,
 * and no slot counter moves.
 */
describe("paying together under concurrent callbacks on postgres", () => {
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

  const counts = async (race: RaceFixture, ids: readonly string[]) => {
    const [row] = await queryRows(
      db(),
      sql`select (select taken from races where id = ${race.raceId}) as taken,
                 (select count(*) from outbox_messages
                   where kind = 'paymentConfirmation'
                     and dedupe_key in (${sql.join(
                       ids.map((id) => sql`${`paymentConfirmation:${id}`}`),
                       sql`, `,
                     )})) as confirmations`,
      z.object({ taken: z.number(), confirmations: z.coerce.number() }),
    );
    return row;
  };

  /** A parent's own order and two children's, all awaiting payment. */
  async function familyOf(race: RaceFixture) {
    const parent = await signUp(core.url);
    const own = await confirmedOrder(core.url, parent, race);
    const kids: string[] = [];
    for (const name of ["Маша", "Саша"]) {
      const email = await createChild(core.url, parent, name);
      kids.push(
        await confirmedOrder(core.url, parent, race, { participantEmail: email, firstName: name }),
      );
    }
    const [first, second] = kids;
    if (!first || !second) throw new Error("no children's orders");
    return { parent, orders: [own, first, second] as const };
  }

  async function started(parent: string, lead: string, also: string[]) {
    const result = await savePayTogether(core.url, parent, lead, also);
    if (result.kind !== "redirect") throw new Error(`expected a redirect, got ${result.kind}`);
    return { paymentId: result.paymentId, providerId: await providerIdOf(db(), result.paymentId) };
  }

  it("two payments sharing orders, crossing each other, whose callbacks arrive at once: one pays, the other is refund-due", async () => {
    for (let round = 0; round < 5; round += 1) {
      const race = await createRaceFixture(db());
      const { parent, orders } = await familyOf(race);
      const [a, b, c] = orders;
      // A with B and C; B with A — each lead first, so only id-ordered locks avoid a deadlock.
      const first = await started(parent, a, [b, c]);
      const second = await started(parent, b, [a]);
      const before = await counts(race, orders);
      const answers = await Promise.all(
        [first, second].map(async (payment) => {
          const response = await sendCallback(core.url, payment.providerId, "succeeded");
          expect(response.status).toBe(200);
          return answerSchema.parse(response.json).status;
        }),
      );
      expect([...answers].sort()).toEqual(["refundDue", "succeeded"]);
      const rows = await Promise.all(
        [first, second].map((payment) => paymentRowOf(db(), payment.paymentId)),
      );
      const refunded = rows.find((row) => row.status === "refundDue");
      expect(refunded?.refund_reason).toBe("alreadyPaid");
      const winner = answers[0] === "succeeded" ? "first" : "second";
      // The winner's orders are paid once each; an order only the loser named stays waiting.
      expect(await Promise.all(orders.map((id) => stateOf(db(), id)))).toEqual(
        winner === "first" ? ["paid", "paid", "paid"] : ["paid", "paid", "awaitingPayment"],
      );
      expect(await counts(race, orders)).toEqual({
        taken: before?.taken,
        confirmations: winner === "first" ? 3 : 2,
      });
    }
  });

  it("the same callback of one payment of several, twelve times at once: every order paid once, one confirmation each", async () => {
    const race = await createRaceFixture(db());
    const { parent, orders } = await familyOf(race);
    const [a, b, c] = orders;
    const payment = await started(parent, a, [b, c]);
    const before = await counts(race, orders);
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await sendCallback(core.url, payment.providerId, "succeeded");
        expect(response.status).toBe(200);
        return answerSchema.parse(response.json).status;
      }),
    );
    expect(new Set(answers)).toEqual(new Set(["succeeded"]));
    expect(await Promise.all(orders.map((id) => stateOf(db(), id)))).toEqual([
      "paid",
      "paid",
      "paid",
    ]);
    expect(await paymentRowOf(db(), payment.paymentId)).toMatchObject({ status: "succeeded" });
    expect(await counts(race, orders)).toEqual({ taken: before?.taken, confirmations: 3 });
  });
});
