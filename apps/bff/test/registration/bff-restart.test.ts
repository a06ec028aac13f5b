import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOnCheckoutPage } from "../support/checkout";
import { startBff, startCore, type Bff, type Core } from "../support/stack";
import { OPTIONS_RACE, signedInDraft } from "./support/people";

/**
 * Issue 9 item 6: the BFF restarted while a person is in the middle of the wizard. It keeps nothing
 * of its own (the session is core's, the CSRF token the browser's double-submit cookie), so the
 * person goes on from the step they were at, with the same cookies, and pays.
 */
describe("a BFF restarted mid-wizard (core on PostgreSQL)", () => {
  let core: Core;
  let bff: Bff | undefined;
  beforeAll(async () => {
    core = await startCore("postgres");
    bff = await startBff(core.url);
  });
  afterAll(async () => {
    await bff?.stop();
    await core.stop();
  });

  it("the person continues where they were, with the same cookies, and pays", async () => {
    const first = bff;
    if (!first) throw new Error("no BFF");
    const { browser, registrationId } = await signedInDraft(first.url, OPTIONS_RACE);

    // The process goes away and a new one listens on the same address.
    const port = Number(new URL(first.url).port);
    await first.stop();
    bff = undefined;
    bff = await startBff(core.url, { port });
    expect(bff.url).toBe(first.url);

    const draft = await browser.batch.registration.getRegistration.query(OPTIONS_RACE);
    const cart = await browser.batch.registration.confirmCart.mutate({ registrationId });
    const start = await browser.batch.payment.pay.mutate({ registrationId, paymentType: "card" });
    await payOnCheckoutPage(bff.url, start);
    const paid = await browser.batch.payment.getPayment.query({ registrationId });
    console.log(
      `BFF stopped and started again on ${bff.url} mid-wizard: the draft ${draft.registrationId === registrationId ? "found" : "NOT found"}, its order ${cart.state} with ${cart.items.length} item(s), paid: ${paid.state}`,
    );
    expect(draft.registrationId).toBe(registrationId);
    expect(cart.state).toBe("awaitingPayment");
    expect(paid.state).toBe("paid");
  });
});
