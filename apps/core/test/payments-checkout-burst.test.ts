import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sandboxPayments } from "../src/db/schema";
import { DRIVERS, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import {
  awaitingOrder,
  mailsAbout,
  payByCard,
  SANDBOX_TEST_CARDS,
  savePay,
  startPaymentsCore,
  stateOf,
} from "./support/payments";

/**
 * A burst on the sandbox's checkout pages: the payments opened together are written by one
 * statement, the cards posted together decided by one, their ids kept by one (sandbox-ledger.ts,
 * acquirer-ids.ts; decision 0038). Each payment is still decided once: a second post of the same
 * form finds it done, a declining card declines only its own payment.
 */
describe.each(DRIVERS)("a burst on the checkout pages on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
  });
  afterAll(() => core.close());

  const db = () => core.server.db;

  it("opens, decides and settles each payment once", async () => {
    const race = await createRaceFixture(db());
    const orders = await Promise.all(
      Array.from({ length: 8 }, () => awaitingOrder(core.url, race)),
    );
    const started = await Promise.all(
      orders.map((o) => savePay(core.url, o.cookie, o.registrationId, "card")),
    );
    const urls = started.map((s) => {
      if (s.kind !== "redirect") throw new Error(`expected a redirect, got ${s.kind}`);
      return s.url;
    });

    const [first, ...rest] = urls;
    const sent = await Promise.all([
      payByCard(core.url, first ?? "", SANDBOX_TEST_CARDS.success),
      // The same form posted twice at once: one decides, the other finds it decided.
      payByCard(core.url, first ?? "", SANDBOX_TEST_CARDS.success),
      ...rest.map((url, i) =>
        payByCard(core.url, url, i === 0 ? SANDBOX_TEST_CARDS.decline : SANDBOX_TEST_CARDS.success),
      ),
    ]);

    expect([sent[0]?.status, sent[1]?.status].sort()).toEqual([303, 409]);
    expect(sent.slice(2).map((r) => r.status)).toEqual(rest.map(() => 303));
    const outcomes = await Promise.all(
      urls.map(async (url) => {
        const id = url.split("/").pop() ?? "";
        const [row] = await db()
          .select({ status: sandboxPayments.status })
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, id));
        return row?.status;
      }),
    );
    expect(outcomes).toEqual(urls.map((_, i) => (i === 1 ? "declined" : "succeeded")));
    for (const [i, order] of orders.entries()) {
      const paid = i !== 1;
      expect(await stateOf(db(), order.registrationId)).toBe(paid ? "paid" : "awaitingPayment");
      expect(await mailsAbout(db(), order.registrationId)).toHaveLength(paid ? 1 : 0);
    }
  });
});
