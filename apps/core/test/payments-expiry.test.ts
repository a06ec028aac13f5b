import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { options, payments, promoCodes, races } from "../src/db/schema";
import { DRIVERS, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import {
  awaitingOrder,
  mailsAbout,
  payInfoOf,
  payWithCard,
  providerIdOf,
  repeatPay,
  savePay,
  sendCallback,
  startPaymentsCore,
  stateOf,
} from "./support/payments";
import { errorOf, post, register, signUp } from "./support/registration";

const MINUTE = 60_000;
const at = (minutes: number) => new Date(TEST_NOW.getTime() + minutes * MINUTE);

describe.each(DRIVERS)("the payment window, repeat payment and late payments on %s", (driver) => {
  let core: RunningCore;
  let now = TEST_NOW;
  beforeAll(async () => {
    core = await startPaymentsCore(driver, () => now);
  });
  afterAll(() => core.close());

  const db = () => core.server.db;
  const taken = async (race: RaceFixture) =>
    (await db().select({ n: races.taken }).from(races).where(eq(races.id, race.raceId)))[0]?.n;
  const optionTaken = async (id: number | undefined) =>
    (
      await db()
        .select({ n: options.taken })
        .from(options)
        .where(eq(options.id, id ?? -1))
    )[0]?.n;
  const promoUsed = async (id: number | undefined) =>
    (
      await db()
        .select({ n: promoCodes.used })
        .from(promoCodes)
        .where(eq(promoCodes.id, id ?? -1))
    )[0]?.n;

  it("expires at the window's end, then a repeat payment opens a new window and can be paid", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db());
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    now = at(20);
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "expired",
      result: "expired",
      methods: [],
    });
    await core.server.sweepExpired();
    expect(await taken(race)).toBe(0);

    now = at(30);
    const cart = await repeatPay(core.url, cookie, registrationId);
    expect(cart).toMatchObject({
      state: "awaitingPayment",
      createdAt: at(30).toISOString(),
      paymentDeadline: at(50).toISOString(),
      notice: null,
    });
    expect(await taken(race)).toBe(1);
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "awaitingPayment",
      result: null,
    });
    // A second press answers the same and takes nothing more.
    expect((await repeatPay(core.url, cookie, registrationId)).paymentDeadline).toBe(
      at(50).toISOString(),
    );
    expect(await taken(race)).toBe(1);

    now = at(49);
    expect((await payWithCard(core.url, cookie, registrationId)).status).toBe(303);
    expect(await stateOf(db(), registrationId)).toBe("paid");
    now = at(120);
    await core.server.sweepExpired();
    expect(await stateOf(db(), registrationId)).toBe("paid");
    expect(await taken(race)).toBe(1);
    now = TEST_NOW;
  });

  it("repeat payment: slots may be sold out", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 1 });
    const first = await awaitingOrder(core.url, race);
    now = at(21);
    await core.server.sweepExpired();
    const other = await signUp(core.url);
    await register(core.url, other, race);
    const response = await post(
      core.url,
      "/Register/ApiRepeatPay",
      { RegistrationId: first.registrationId },
      first.cookie,
    );
    expect(response.status).toBe(409);
    expect(errorOf(response)).toEqual({ code: "SOLD_OUT" });
    expect(await stateOf(db(), first.registrationId)).toBe("expired");
    expect(await taken(race)).toBe(1);
    now = TEST_NOW;
  });

  it("repeat payment of a race that closed meanwhile is REGISTRATION_CLOSED", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { closesAt: at(25) });
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    now = at(30);
    await core.server.sweepExpired();
    const response = await post(
      core.url,
      "/Register/ApiRepeatPay",
      { RegistrationId: registrationId },
      cookie,
    );
    expect(errorOf(response)).toEqual({ code: "REGISTRATION_CLOSED" });
    expect(await taken(race)).toBe(0);
    now = TEST_NOW;
  });

  it("repeat payment of an expired order not swept yet keeps what it holds, with a new window", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db());
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    now = at(25);
    expect((await repeatPay(core.url, cookie, registrationId)).paymentDeadline).toBe(
      at(45).toISOString(),
    );
    expect(await taken(race)).toBe(1);
    expect(await core.server.sweepExpired()).toBe(0);
    now = TEST_NOW;
  });

  it("repeat payment brings the options within today's stock and drops a used-up promo code", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), {
      options: [{ code: "tshirt", stock: 2 }],
      promos: [{ code: "ONCE", percent: 10, maxUses: 1 }],
    });
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race, { promoCode: "ONCE" });
    await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId, productCode: "tshirt", count: 2 },
      cookie,
    );
    await post(core.url, "/Register/Cart", { registrationId }, cookie);
    now = at(21);
    await core.server.sweepExpired();
    const other = await signUp(core.url);
    const second = await register(core.url, other, race, { promoCode: "ONCE" });
    await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId: second.registrationId, productCode: "tshirt" },
      other,
    );

    const cart = await repeatPay(core.url, cookie, registrationId);
    expect(cart).toMatchObject({
      state: "awaitingPayment",
      promoCode: null,
      notice: "stock.optionsAdjusted",
      changes: [{ id: "tshirt", kind: "product", name: "Опция tshirt", from: 2, to: 1 }],
    });
    expect(cart.items.map((item) => [item.id, item.count])).toEqual([
      ["slot", 1],
      ["tshirt", 1],
    ]);
    expect(cart.totals.discountKopecks).toBe(0);
    expect(await optionTaken(race.optionIds.tshirt)).toBe(2);
    expect(await promoUsed(race.promoIds.ONCE)).toBe(1);
    expect(await taken(race)).toBe(2);
    now = TEST_NOW;
  });

  it("repeat payment says promo.invalid when only the promo code was lost", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), {
      promos: [{ code: "ONCE", percent: 10, maxUses: 1 }],
    });
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race, { promoCode: "ONCE" });
    await post(core.url, "/Register/Cart", { registrationId }, cookie);
    now = at(21);
    await core.server.sweepExpired();
    await register(core.url, await signUp(core.url), race, { promoCode: "ONCE" });
    expect(await repeatPay(core.url, cookie, registrationId)).toMatchObject({
      promoCode: null,
      notice: "promo.invalid",
      changes: [],
    });
    now = TEST_NOW;
  });

  it("never loses a late payment while a slot is left: the order is taken again and paid", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), {
      options: [{ code: "tshirt", stock: 5 }],
      promos: [{ code: "TEN", percent: 10, maxUses: 5 }],
    });
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race, { promoCode: "TEN" });
    await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId, productCode: "tshirt", count: 2 },
      cookie,
    );
    await post(core.url, "/Register/Cart", { registrationId }, cookie);
    const providerPaymentId = await startCard(cookie, registrationId);
    now = at(21);
    await core.server.sweepExpired();
    expect([
      await taken(race),
      await optionTaken(race.optionIds.tshirt),
      await promoUsed(race.promoIds.TEN),
    ]).toEqual([0, 0, 0]);

    const callback = await sendCallback(core.url, providerPaymentId, "succeeded");
    expect(callback.json).toEqual({ ok: true, status: "succeeded" });
    expect(await stateOf(db(), registrationId)).toBe("paid");
    expect([
      await taken(race),
      await optionTaken(race.optionIds.tshirt),
      await promoUsed(race.promoIds.TEN),
    ]).toEqual([1, 2, 1]);
    expect((await mailsAbout(db(), registrationId)).map((m) => m.kind)).toEqual([
      "paymentConfirmation",
    ]);
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "paid",
      result: "success",
    });
    now = TEST_NOW;
  });

  it("a late payment with no slot left is marked for refund and the person told; nothing is taken", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { capacity: 1 });
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const providerPaymentId = await startCard(cookie, registrationId);
    now = at(21);
    await core.server.sweepExpired();
    await register(core.url, await signUp(core.url), race);

    expect((await sendCallback(core.url, providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "refundDue",
    });
    expect(await stateOf(db(), registrationId)).toBe("expired");
    expect(await taken(race)).toBe(1);
    const [row] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId));
    expect(row).toMatchObject({ status: "refundDue", refundReason: "slotsSoldOut" });
    const mails = await mailsAbout(db(), row?.id ?? "");
    expect(mails.map((m) => m.kind)).toEqual(["paymentRefund"]);
    expect(mails[0]?.textBody).toContain("свободных мест больше нет");
    expect(await payInfoOf(core.url, cookie, registrationId)).toMatchObject({
      state: "expired",
      result: "expired",
      lastAttempt: { status: "refundDue" },
    });
    // The duplicate of that callback changes nothing either.
    expect((await sendCallback(core.url, providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "refundDue",
    });
    expect(await mailsAbout(db(), row?.id ?? "")).toHaveLength(1);
    now = TEST_NOW;
  });

  it("a late payment whose options sold out meanwhile is refunded whole: the slot taken for it goes back too", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db(), { options: [{ code: "tshirt", stock: 1 }] });
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race);
    await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId, productCode: "tshirt" },
      cookie,
    );
    await post(core.url, "/Register/Cart", { registrationId }, cookie);
    const providerPaymentId = await startCard(cookie, registrationId);
    now = at(21);
    await core.server.sweepExpired();
    const other = await signUp(core.url);
    const second = await register(core.url, other, race);
    await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId: second.registrationId, productCode: "tshirt" },
      other,
    );

    expect((await sendCallback(core.url, providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "refundDue",
    });
    expect(await stateOf(db(), registrationId)).toBe("expired");
    expect([await taken(race), await optionTaken(race.optionIds.tshirt)]).toEqual([1, 1]);
    now = TEST_NOW;
  });

  it("a payment arriving after the window closed but before the sweep keeps the held slot", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db());
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const providerPaymentId = await startCard(cookie, registrationId);
    now = at(22);
    expect((await sendCallback(core.url, providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "succeeded",
    });
    expect(await stateOf(db(), registrationId)).toBe("paid");
    expect(await core.server.sweepExpired()).toBe(0);
    expect(await taken(race)).toBe(1);
    now = TEST_NOW;
  });

  it("a late payment for a person who registered again meanwhile is refunded; the new registration stands", async () => {
    now = TEST_NOW;
    const race = await createRaceFixture(db());
    const { cookie, registrationId } = await awaitingOrder(core.url, race);
    const providerPaymentId = await startCard(cookie, registrationId);
    now = at(21);
    await core.server.sweepExpired();
    const again = await register(core.url, cookie, race);
    expect((await sendCallback(core.url, providerPaymentId, "succeeded")).json).toEqual({
      ok: true,
      status: "refundDue",
    });
    const [row] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, providerPaymentId));
    expect(row?.refundReason).toBe("alreadyRegistered");
    expect([
      await stateOf(db(), registrationId),
      await stateOf(db(), again.registrationId),
    ]).toEqual(["expired", "draft"]);
    expect(await taken(race)).toBe(1);
    const repeat = await post(
      core.url,
      "/Register/ApiRepeatPay",
      { RegistrationId: registrationId },
      cookie,
    );
    expect(errorOf(repeat)).toEqual({ code: "ALREADY_REGISTERED" });
    expect(await taken(race)).toBe(1);
    now = TEST_NOW;
  });

  async function startCard(cookie: string, registrationId: string): Promise<string> {
    const started = await savePay(core.url, cookie, registrationId, "card");
    if (started.kind !== "redirect") throw new Error("a card payment redirects");
    return providerIdOf(db(), started.paymentId);
  }
});
