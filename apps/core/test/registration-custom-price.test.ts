import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartSchema, priceOrder } from "@reg/domain";
import { payments } from "../src/db/schema";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture } from "./support/fixtures";
import { CALLBACK_SECRET, payInfoOf, savePay } from "./support/payments";
import { cartOf, post, register, signUp } from "./support/registration";

/** Issue 12 item 4: the price a person chose on a "pay what you want" race is what the order and the payment charge. */
describe.each(DRIVERS)(
  "a pay-what-you-want race's chosen price, up to the payment, on %s",
  (driver) => {
    let core: RunningCore;
    beforeAll(async () => {
      core = await startCore(driver, {
        sweepIntervalMs: 0,
        paymentCallbackSecret: CALLBACK_SECRET,
      });
    });
    afterAll(() => core.close());

    it("charges the chosen price with its commission, not the race's fixed price", async () => {
      const race = await createRaceFixture(core.server.db, { customPrice: [30_000, 1_000_000] });
      const cookie = await signUp(core.url);
      const { registrationId } = await register(core.url, cookie, race);
      const fixed = await cartOf(core.url, cookie, registrationId);
      const set = await post(
        core.url,
        "/Register/SetCustomPrice",
        { registrationId, cartItemId: "slot", priceKopecks: 77_750 },
        cookie,
      );
      expect(set.status).toBe(200);
      const chosen = cartSchema.parse(set.json);
      const expected = priceOrder({
        items: [{ kind: "slot", unitKopecks: 77_750, count: 1 }],
        discountKopecks: 0,
        commissionPercent: chosen.totals.commissionPercent,
      });
      expect(chosen.totals.totalKopecks).toBe(expected.total);
      expect(chosen.totals.totalKopecks).not.toBe(fixed.totals.totalKopecks);

      const confirmed = cartSchema.parse(
        (await post(core.url, "/Register/Cart", { registrationId }, cookie)).json,
      );
      expect(confirmed).toMatchObject({
        state: "awaitingPayment",
        totals: { totalKopecks: expected.total },
      });
      const info = await payInfoOf(core.url, cookie, registrationId);
      expect(info.amountKopecks).toBe(expected.total);
      const started = await savePay(core.url, cookie, registrationId, "card");
      expect(started.kind).toBe("redirect");
      const rows = await core.server.db
        .select({ amountKopecks: payments.amountKopecks })
        .from(payments)
        .where(eq(payments.registrationId, registrationId));
      expect(rows).toEqual([{ amountKopecks: expected.total }]);
    });
  },
);
