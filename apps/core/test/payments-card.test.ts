import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { formatRub, PAYMENT_METHODS } from "@reg/domain";
import { payments, races } from "../src/db/schema";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow } from "./support/fixtures";
import { http } from "./support/http";
import {
  awaitingOrder,
  mailsAbout,
  payByCard,
  payInfoOf,
  payWithCard,
  SANDBOX_TEST_CARDS,
  savePay,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import { errorOf, post } from "./support/registration";

const MINUTE = 60_000;

describe.each(DRIVERS)("card payments through the sandbox acquirer on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startPaymentsCore(driver, () => now);
  });
  afterAll(() => core.close());

  it("pays with the success card: checkout page, callback, back to the success page, one confirmation", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);

    const info = await payInfoOf(core.url, cookie, registrationId);
    expect(info).toMatchObject({
      state: "awaitingPayment",
      amountKopecks: 105_000,
      result: null,
      lastAttempt: null,
      paymentDeadline: new Date(TEST_NOW.getTime() + 20 * MINUTE).toISOString(),
    });
    // Every method of SPEC §9, in the domain's order (decision 0049).
    expect(info.methods.map((m) => m.method)).toEqual([...PAYMENT_METHODS]);
    expect(info.methods[0]).toEqual({
      method: "card",
      amountKopecks: 105_000,
      totalKopecks: 105_000,
      installments: null,
    });

    const started = await savePay(core.url, cookie, registrationId, "card");
    if (started.kind !== "redirect") throw new Error("a card payment redirects");
    expect(started.url).toMatch(/^\/sandbox\/checkout\/sbx_[0-9a-f]{24}$/);
    const page = await http(core.url, started.url);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.text).toContain(formatRub(105_000, "ru"));
    expect(page.text).toContain("4242 4242 4242 4242");
    expect((await payInfoOf(core.url, cookie, registrationId)).result).toBe("checking");

    const back = await payByCard(core.url, started.url, SANDBOX_TEST_CARDS.success);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(
      `/${race.eventCode}/${race.raceCode}/register/success?registrationId=${registrationId}`,
    );

    const after = await payInfoOf(core.url, cookie, registrationId);
    expect(after).toMatchObject({
      state: "paid",
      result: "success",
      methods: [],
      lastAttempt: {
        paymentId: started.paymentId,
        method: "card",
        status: "succeeded",
        amountKopecks: 105_000,
      },
    });
    expect(await stateOf(core.server.db, registrationId)).toBe("paid");
    expect(
      (await db().select({ taken: races.taken }).from(races).where(eq(races.id, race.raceId)))[0]
        ?.taken,
    ).toBe(1);
    const mails = await mailsAbout(core.server.db, registrationId);
    expect(mails.map((m) => [m.kind, m.language])).toEqual([["paymentConfirmation", "ru"]]);

    // Pressing "pay" again, or paying the page again, changes nothing.
    expect(await savePay(core.url, cookie, registrationId, "card")).toEqual({
      kind: "result",
      state: "success",
    });
    const again = await payByCard(core.url, started.url, SANDBOX_TEST_CARDS.success);
    expect(again.status).toBe(409);
    expect(await mailsAbout(core.server.db, registrationId)).toHaveLength(1);
    expect(
      await db().select().from(payments).where(eq(payments.registrationId, registrationId)),
    ).toHaveLength(1);
  });

  it("declines, keeps the order waiting, and a retry with another card pays", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const declined = await payWithCard(
      core.url,
      cookie,
      registrationId,
      SANDBOX_TEST_CARDS.decline,
    );
    expect(declined.status).toBe(303);
    const info = await payInfoOf(core.url, cookie, registrationId);
    expect(info).toMatchObject({
      state: "awaitingPayment",
      result: "error",
      lastAttempt: { status: "declined" },
    });
    expect(info.methods.length).toBeGreaterThan(0);
    expect(await stateOf(core.server.db, registrationId)).toBe("awaitingPayment");

    now = new Date(TEST_NOW.getTime() + 5 * MINUTE);
    expect(
      (await payWithCard(core.url, cookie, registrationId, SANDBOX_TEST_CARDS.success)).status,
    ).toBe(303);
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "paid",
      result: "success",
      lastAttempt: { status: "succeeded" },
    });
    const rows = await db()
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.registrationId, registrationId));
    expect(rows.map((r) => r.status).sort()).toEqual(["declined", "succeeded"]);
    expect(await mailsAbout(core.server.db, registrationId)).toHaveLength(1);
    now = TEST_NOW;
  });

  it("a timed-out card stays pending (checking) until the window's end, then reads expired", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, cookie, registrationId, "card");
    if (started.kind !== "redirect") throw new Error("a card payment redirects");
    const back = await payByCard(core.url, started.url, SANDBOX_TEST_CARDS.timeout);
    expect(back.status).toBe(303);
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "awaitingPayment",
      result: "checking",
      lastAttempt: { status: "pending" },
    });

    now = new Date(TEST_NOW.getTime() + 20 * MINUTE);
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "expired",
      result: "expired",
      lastAttempt: { status: "expired" },
      methods: [],
    });
    const late = await http(core.url, started.url);
    expect(late.text).toMatch(/Время на оплату истекло/);
    const paying = await post(
      core.url,
      "/Register/ApiSavePay",
      { RegistrationId: registrationId, PaymentType: "card" },
      cookie,
    );
    expect(paying.status).toBe(409);
    expect(errorOf(paying)).toEqual({ code: "REGISTRATION_EXPIRED" });
    expect(await core.server.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await stateOf(core.server.db, registrationId)).toBe("expired");
    expect(await mailsAbout(core.server.db, registrationId)).toHaveLength(0);
    now = TEST_NOW;
  });

  it("installments: a quarter now with the plan shown, the registration paid by the first part", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const option = (await payInfoOf(core.url, cookie, registrationId, "en")).methods.find(
      (m) => m.method === "installments",
    );
    // 1 000 ₽ − 100 ₽ = 900 ₽ + 5 % commission = 945 ₽ in four parts.
    expect(option).toMatchObject({
      amountKopecks: 23_625,
      totalKopecks: 94_500,
      installments: { discountKopecks: 10_000, totalKopecks: 94_500 },
    });
    expect(option?.installments?.parts.map((p) => [p.number, p.amountKopecks, p.dueAt])).toEqual([
      [1, 23_625, "2026-06-15T09:00:00.000Z"],
      [2, 23_625, "2026-06-29T09:00:00.000Z"],
      [3, 23_625, "2026-07-13T09:00:00.000Z"],
      [4, 23_625, "2026-07-27T09:00:00.000Z"],
    ]);
    const started = await savePay(core.url, cookie, registrationId, "installments", "en");
    if (started.kind !== "redirect") throw new Error("installments redirect to the card page");
    const page = await http(core.url, started.url);
    expect(page.text).toContain("Pay in installments");
    expect(page.text).toContain("29.06.2026");
    expect((await payByCard(core.url, started.url, SANDBOX_TEST_CARDS.success)).status).toBe(303);
    expect(await stateOf(core.server.db, registrationId)).toBe("paid");
    const [row] = await db().select().from(payments).where(eq(payments.id, started.paymentId));
    expect(row).toMatchObject({
      method: "installments",
      amountKopecks: 23_625,
      totalKopecks: 94_500,
      status: "succeeded",
      language: "en",
    });
    const [mail] = await mailsAbout(core.server.db, registrationId);
    expect(mail?.language).toBe("en");
    expect(mail?.textBody).toContain("Payment schedule");
    expect(mail?.textBody).toContain("27.07.2026");
  });

  it("shows the card page again with what was typed wrong, and pays nothing", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db);
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const started = await savePay(core.url, cookie, registrationId, "card", "en");
    if (started.kind !== "redirect") throw new Error("a card payment redirects");
    const wrong = await payByCard(core.url, started.url, "4242 4242 4242 4241");
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Check the card number");
    expect(wrong.text).toContain('value="4242 4242 4242 4241"');
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "awaitingPayment",
      lastAttempt: { status: "pending" },
    });
  });

  it("a free order is paid at once, with no acquirer, and confirmed", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(core.server.db, { tiers: [[daysFromNow(-10), 0]] });
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const info = await payInfoOf(core.url, cookie, registrationId);
    expect(info).toMatchObject({
      amountKopecks: 0,
      methods: [{ method: "card", amountKopecks: 0, totalKopecks: 0, installments: null }],
    });
    expect(await savePay(core.url, cookie, registrationId, "card")).toEqual({
      kind: "result",
      state: "success",
    });
    expect(await stateOf(core.server.db, registrationId)).toBe("paid");
    expect(
      await db()
        .select({ provider: payments.provider, status: payments.status })
        .from(payments)
        .where(eq(payments.registrationId, registrationId)),
    ).toEqual([{ provider: "free", status: "succeeded" }]);
    expect(await mailsAbout(core.server.db, registrationId)).toHaveLength(1);
  });

  function db() {
    return core.server.db;
  }
});
