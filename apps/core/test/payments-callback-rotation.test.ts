import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import {
  awaitingOrder,
  payWithCard,
  providerIdOf,
  savePay,
  sendCallback,
  stateOf,
} from "./support/payments";
import { newRefundId, sendRefundCallback } from "./support/refunds";
import { errorOf } from "./support/registration";

const NEW_SECRET = "rotated-callback-secret-2222";
const OLD_SECRET = "retired-callback-secret-1111";

/**
 * A rotation of PAYMENT_CALLBACK_SECRET (docs/operations.md, "Rotating secrets"): while the old
 * secret is set as the previous one, callbacks signed with either are believed; any other is not.
 */
describe.each(DRIVERS)("rotating the callback secret on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, {
      sweepIntervalMs: 0,
      paymentCallbackSecret: NEW_SECRET,
      paymentCallbackSecretPrevious: OLD_SECRET,
    });
  });
  afterAll(() => core.close());

  async function pendingPayment() {
    const race = await createRaceFixture(core.server.db);
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, "card");
    if (started.kind === "result") throw new Error("a new order has something to pay");
    return {
      registrationId: order.registrationId,
      providerPaymentId: await providerIdOf(core.server.db, started.paymentId),
    };
  }

  it("believes a callback signed with the previous secret (one in flight during the switch)", async () => {
    const p = await pendingPayment();
    const answer = await sendCallback(core.url, p.providerPaymentId, "succeeded", OLD_SECRET);
    expect(answer.status).toBe(200);
    expect(await stateOf(core.server.db, p.registrationId)).toBe("paid");
  });

  it("believes a callback signed with the new secret, and the sandbox signs with it", async () => {
    const p = await pendingPayment();
    const answer = await sendCallback(core.url, p.providerPaymentId, "succeeded", NEW_SECRET);
    expect(answer.status).toBe(200);
    expect(await stateOf(core.server.db, p.registrationId)).toBe("paid");
    const race = await createRaceFixture(core.server.db);
    const order = await awaitingOrder(core.url, race);
    expect((await payWithCard(core.url, order.cookie, order.registrationId)).status).toBe(303);
    expect(await stateOf(core.server.db, order.registrationId)).toBe("paid");
  });

  it("refuses a callback signed with any other secret and changes nothing", async () => {
    const p = await pendingPayment();
    const forged = await sendCallback(
      core.url,
      p.providerPaymentId,
      "succeeded",
      "unknown-callback-secret-3333",
    );
    expect(forged.status).toBe(401);
    expect(errorOf(forged)).toEqual({ code: "UNAUTHORIZED" });
    expect(await stateOf(core.server.db, p.registrationId)).toBe("awaitingPayment");
  });

  it("believes a refund notification signed with either secret and refuses any other (decision 0043)", async () => {
    const race = await createRaceFixture(core.server.db);
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, "card");
    if (started.kind === "result") throw new Error("a new order has something to pay");
    const providerPaymentId = await providerIdOf(core.server.db, started.paymentId);
    await sendCallback(core.url, providerPaymentId, "succeeded", NEW_SECRET);
    const notice = (refundId: string) => ({ providerPaymentId, refundId, amountKopecks: 100 });
    const forged = await sendRefundCallback(
      core.url,
      notice(newRefundId()),
      "unknown-callback-secret-3333",
    );
    expect(forged.status).toBe(401);
    expect(errorOf(forged)).toEqual({ code: "UNAUTHORIZED" });
    for (const secret of [OLD_SECRET, NEW_SECRET]) {
      const answer = await sendRefundCallback(core.url, notice(newRefundId()), secret);
      expect(answer.json).toEqual({ ok: true, status: "recorded" });
    }
  });
});
