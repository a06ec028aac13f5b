import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import {
  awaitingOrder,
  payByCard,
  payInfoOf,
  postForm,
  SANDBOX_TEST_CARDS,
  savePay,
  startPaymentsCore,
  stateOf,
} from "./support/payments";

/** Issue 12 item 2: "back to the site" on the acquirer's page must end the attempt and say so. */
describe.each(DRIVERS)("leaving the sandbox's pages without paying on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startPaymentsCore(driver);
  });
  afterAll(() => core.close());

  async function startCard(method: "card" | "installments" = "card") {
    const race = await createRaceFixture(core.server.db);
    const order = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, order.cookie, order.registrationId, method);
    if (started.kind !== "redirect") throw new Error("a card payment redirects");
    return { ...order, race, started };
  }

  it("the card page's way back is a button that cancels the attempt, not a bare link", async () => {
    const { started } = await startCard();
    const page = await http(core.url, started.url);
    expect(page.text).toContain(`action="${started.url}/cancel"`);
    expect(page.text).not.toMatch(/<a href="\/[^"]*register\/success/);
  });

  it.each(["card", "installments"] as const)(
    "%s: back to the site declines the attempt at once and the return address says it was cancelled",
    async (method) => {
      const { cookie, registrationId, race, started } = await startCard(method);
      expect((await payInfoOf(core.url, cookie, registrationId)).result).toBe("checking");

      const back = await postForm(core.url, `${started.url}/cancel`, {});
      expect(back.status).toBe(303);
      expect(back.headers.location).toBe(
        `/${race.eventCode}/${race.raceCode}/register/success?registrationId=${registrationId}&reason=cancelled`,
      );
      // Definite at once: the result page offers paying again instead of checking.
      expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
        state: "awaitingPayment",
        result: "error",
        lastAttempt: { status: "declined", method },
      });
      expect(await stateOf(core.server.db, registrationId)).toBe("awaitingPayment");

      // The abandoned page cannot be paid any more; a new attempt can.
      expect((await payByCard(core.url, started.url, SANDBOX_TEST_CARDS.success)).status).toBe(409);
      const again = await savePay(core.url, cookie, registrationId, method);
      expect(again.kind).toBe("redirect");
    },
  );

  it("a payment already decided is not changed by a late cancel: the person is only sent back", async () => {
    const { cookie, registrationId, race, started } = await startCard();
    expect((await payByCard(core.url, started.url, SANDBOX_TEST_CARDS.success)).status).toBe(303);
    const back = await postForm(core.url, `${started.url}/cancel`, {});
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(
      `/${race.eventCode}/${race.raceCode}/register/success?registrationId=${registrationId}`,
    );
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "paid",
      result: "success",
    });
  });

  it("an unknown id is 404", async () => {
    expect(
      (await postForm(core.url, "/sandbox/checkout/sbx_000000000000000000000000/cancel", {}))
        .status,
    ).toBe(404);
    expect((await postForm(core.url, "/sandbox/checkout/nonsense/cancel", {})).status).toBe(404);
  });

  it("after a QR payment the bank's page leads back to the order's result", async () => {
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, cookie, registrationId, "qr");
    if (started.kind !== "qr") throw new Error("a QR payment shows a code");
    const paid = await postForm(core.url, `/sandbox/qr/${started.qrId}`, { action: "pay" });
    expect(paid.status).toBe(200);
    expect(paid.text).toContain(
      `href="/${race.eventCode}/${race.raceCode}/register/success?registrationId=${registrationId}"`,
    );
  });
});
