import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  cartSchema,
  clearedCartSchema,
  policyRequestResultSchema,
  productsSchema,
  promoCheckResultSchema,
  type Cart,
  defined,
} from "@reg/domain";
import { options, policyRequests, promoCodes, races, registrations } from "../src/db/schema";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow } from "./support/fixtures";
import { http } from "./support/http";
import { cartOf, errorOf, get, post, register, signUp } from "./support/registration";

const MINUTE = 60_000;
const RACE_DAY = "2026-07-16";

describe.each(DRIVERS)("options, cart and promo codes on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0 });
  });
  afterAll(() => core.close());

  const call = async (cookie: string, path: string, body: unknown): Promise<Cart> => {
    const response = await post(core.url, path, body, cookie);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.text}`);
    return cartSchema.parse(response.json);
  };
  const optionTaken = async (id: number | undefined) =>
    (
      await core.server.db
        .select({ taken: options.taken })
        .from(options)
        .where(eq(options.id, id ?? -1))
    )[0]?.taken;
  const promoUsed = async (id: number | undefined) =>
    (
      await core.server.db
        .select({ used: promoCodes.used })
        .from(promoCodes)
        .where(eq(promoCodes.id, id ?? -1))
    )[0]?.used;

  async function shop(extra: Parameters<typeof createRaceFixture>[1] = {}) {
    const race = await createRaceFixture(core.server.db, {
      startsAt: new Date(`${RACE_DAY}T05:00:00Z`),
      options: [
        { code: "tshirt", priceKopecks: 50_000, stock: 5, maxPerOrder: 3 },
        { code: "photo", kind: "service", priceKopecks: 90_000 },
        {
          code: "donation",
          kind: "service",
          priceKopecks: 10_000,
          customPrice: [10_000, 1_000_000],
        },
        {
          code: "accident",
          priceKopecks: 39_000,
          insurance: { type: "accident", sumInsuredKopecks: 50_000_000 },
        },
      ],
      promos: [
        { code: "TEN", percent: 10, maxUses: 10 },
        { code: "FIXED", fixedKopecks: 30_000 },
      ],
      ...extra,
    });
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race);
    return { race, cookie, registrationId };
  }

  it("lists the race's options in their three groups, with stock and insurance terms", async () => {
    const { cookie, registrationId } = await shop();
    const response = await get(
      core.url,
      `/Register/ApiProducts?registrationId=${registrationId}&language=en`,
      cookie,
    );
    expect(response.status).toBe(200);
    const products = productsSchema.parse(response.json);
    expect(products.products.map((p) => p.code)).toEqual(["tshirt"]);
    expect(products.services.map((p) => p.code)).toEqual(["photo", "donation"]);
    expect(products.insurance).toEqual([
      expect.objectContaining({
        code: "accident",
        name: "Option accident",
        maxPerOrder: 1,
        insurance: {
          sport: "run",
          type: "accident",
          sumInsuredKopecks: 50_000_000,
          startDate: RACE_DAY,
          periodDays: 1,
        },
      }),
    ]);
    expect(products.products[0]).toMatchObject({
      available: 5,
      maxPerOrder: 3,
      inCart: 0,
      customPrice: null,
    });
    expect(products.services[1]?.customPrice).toEqual({
      minKopecks: 10_000,
      maxKopecks: 1_000_000,
    });
  });

  it("adds, counts and removes products, taking and giving back their stock", async () => {
    const { race, cookie, registrationId } = await shop();
    const tshirt = race.optionIds.tshirt;
    let cart = await call(cookie, "/Register/ApiAddProductToCart", {
      registrationId,
      productCode: "tshirt",
    });
    expect(cart.items.map((i) => [i.id, i.count])).toEqual([
      ["slot", 1],
      ["tshirt", 1],
    ]);
    expect(await optionTaken(tshirt)).toBe(1);
    cart = await call(cookie, "/Register/ApiSetProductCount", {
      RegistrationId: registrationId,
      CartItemId: "tshirt",
      Count: 3,
    });
    expect(cart.items[1]).toMatchObject({ count: 3, lineKopecks: 150_000, available: 5 });
    expect(await optionTaken(tshirt)).toBe(3);
    cart = await call(cookie, "/Register/ApiSetProductCount", {
      RegistrationId: registrationId,
      CartItemId: "tshirt",
      Count: 2,
    });
    expect(cart.items[1]?.count).toBe(2);
    expect(await optionTaken(tshirt)).toBe(2);

    const overLimit = await post(
      core.url,
      "/Register/ApiSetProductCount",
      { RegistrationId: registrationId, CartItemId: "tshirt", Count: 4 },
      cookie,
    );
    expect(errorOf(overLimit)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { Count: "field.invalid" },
    });
    const overAdd = await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId, productCode: "tshirt", count: 2 },
      cookie,
    );
    expect(errorOf(overAdd)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { count: "field.invalid" },
    });
    const unknown = await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId, productCode: "nothing" },
      cookie,
    );
    expect(errorOf(unknown)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { productCode: "field.invalid" },
    });
    expect(
      errorOf(
        await post(
          core.url,
          "/Register/ApiRemoveProductFromCart",
          { registrationId, cartItemId: "slot" },
          cookie,
        ),
      ),
    ).toEqual({
      code: "VALIDATION_FAILED",
      fields: { cartItemId: "field.invalid" },
    });
    expect(
      (
        await post(
          core.url,
          "/Register/ApiRemoveProductFromCart",
          { registrationId, cartItemId: "photo" },
          cookie,
        )
      ).status,
    ).toBe(404);
    expect(await optionTaken(tshirt)).toBe(2);

    cart = await call(cookie, "/Register/ApiRemoveProductFromCart", {
      registrationId,
      cartItemId: "tshirt",
    });
    expect(cart.items.map((i) => i.id)).toEqual(["slot"]);
    expect(await optionTaken(tshirt)).toBe(0);
  });

  it("refuses more than the stock left with OUT_OF_STOCK", async () => {
    const { race, cookie, registrationId } = await shop({
      options: [{ code: "cap", stock: 3, taken: 2 }],
    });
    await call(cookie, "/Register/ApiAddProductToCart", { registrationId, productCode: "cap" });
    const none = await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId, productCode: "cap" },
      cookie,
    );
    expect(none.status).toBe(409);
    expect(errorOf(none)).toEqual({ code: "OUT_OF_STOCK" });
    const more = await post(
      core.url,
      "/Register/ApiSetProductCount",
      { RegistrationId: registrationId, CartItemId: "cap", Count: 2 },
      cookie,
    );
    expect(errorOf(more)).toEqual({ code: "OUT_OF_STOCK" });
    expect(await optionTaken(race.optionIds.cap)).toBe(3);
  });

  it("saves the options step's whole choice, lowering what stock cannot cover (SPEC §8)", async () => {
    const { race, cookie, registrationId } = await shop({
      options: [
        { code: "tshirt", stock: 4, taken: 2 },
        { code: "photo", kind: "service" },
      ],
    });
    const cart = await call(cookie, "/Register/ApiSaveProducts", {
      registrationId,
      products: [
        { code: "tshirt", count: 5 },
        { code: "photo", count: 1 },
        { code: "vanished", count: 1 },
      ],
    });
    expect(cart.notice).toBe("stock.optionsAdjusted");
    expect(cart.changes).toEqual([
      { id: "tshirt", kind: "product", name: "Опция tshirt", from: 5, to: 2 },
      // No option has this code: the answer names it by the code the client sent.
      { id: "vanished", kind: "product", name: "vanished", from: 1, to: 0 },
    ]);
    expect(cart.items.map((i) => [i.id, i.count])).toEqual([
      ["slot", 1],
      ["tshirt", 2],
      ["photo", 1],
    ]);
    expect(await optionTaken(race.optionIds.tshirt)).toBe(4);

    const again = await call(cookie, "/Register/ApiSaveProducts", {
      registrationId,
      products: [{ code: "tshirt", count: 1 }],
    });
    expect(again.notice).toBeNull();
    expect(again.items.map((i) => [i.id, i.count])).toEqual([
      ["slot", 1],
      ["tshirt", 1],
    ]);
    expect(await optionTaken(race.optionIds.tshirt)).toBe(3);
    expect(await optionTaken(race.optionIds.photo)).toBe(0);
  });

  it("prices the cart by the domain: promo discount, commission without insurance, total", async () => {
    const { race, cookie, registrationId } = await shop();
    await call(cookie, "/Register/ApiAddProductToCart", {
      registrationId,
      productCode: "tshirt",
      count: 2,
    });
    const policy = await post(
      core.url,
      "/Register/ApiPolicyRequest",
      {
        registrationId,
        sport: "run",
        type: "accident",
        startDate: RACE_DAY,
        sumInsuredKopecks: 50_000_000,
      },
      cookie,
    );
    expect(policy.status).toBe(200);
    const result = policyRequestResultSchema.parse(policy.json);
    expect(result.policy).toEqual({
      productCode: "accident",
      sport: "run",
      type: "accident",
      startDate: RACE_DAY,
      endDate: RACE_DAY,
      periodDays: 1,
      sumInsuredKopecks: 50_000_000,
      premiumKopecks: 39_000,
    });
    const cart = await call(cookie, "/Register/ApiApplyDiscountCode", {
      registrationId,
      promoCode: " ten ",
    });
    expect(cart.promoCode).toBe("TEN");
    expect(cart.totals).toEqual({
      subtotalKopecks: 239_000,
      discountKopecks: 20_000,
      commissionPercent: 5,
      commissionBaseKopecks: 180_000,
      commissionKopecks: 9_000,
      insuranceKopecks: 39_000,
      totalKopecks: 228_000,
    });
    expect(cart.originalsNeededAtPickup).toEqual(["medicalCertificate", "identityDocument"]);
    expect(await promoUsed(race.promoIds.TEN)).toBe(1);

    // Another code swaps the use: the old one is given back.
    const fixed = await call(cookie, "/Register/ApiApplyDiscountCode", {
      registrationId,
      promoCode: "FIXED",
    });
    expect(fixed.totals.discountKopecks).toBe(30_000);
    expect(await promoUsed(race.promoIds.TEN)).toBe(0);
    expect(await promoUsed(race.promoIds.FIXED)).toBe(1);
    // Applying the same code again changes nothing.
    await call(cookie, "/Register/ApiApplyDiscountCode", { registrationId, promoCode: "fixed" });
    expect(await promoUsed(race.promoIds.FIXED)).toBe(1);
  });

  it("removes an applied promo code: the price is restored and the use given back", async () => {
    const { race, cookie, registrationId } = await shop();
    const before = await call(cookie, "/Register/ApiRemoveDiscountCode", { registrationId });
    expect(before.promoCode).toBeNull();
    const discounted = await call(cookie, "/Register/ApiApplyDiscountCode", {
      registrationId,
      promoCode: "TEN",
    });
    expect(discounted.totals.discountKopecks).toBeGreaterThan(0);
    expect(await promoUsed(race.promoIds.TEN)).toBe(1);
    // Someone else cannot take it off by knowing the registration id.
    const stranger = await post(
      core.url,
      "/Register/ApiRemoveDiscountCode",
      { registrationId },
      await signUp(core.url),
    );
    expect(stranger.status).toBe(404);
    expect(await promoUsed(race.promoIds.TEN)).toBe(1);
    const removed = await call(cookie, "/Register/ApiRemoveDiscountCode", { registrationId });
    expect(removed.promoCode).toBeNull();
    expect(removed.totals).toEqual(before.totals);
    expect(await promoUsed(race.promoIds.TEN)).toBe(0);
    // Removing twice is harmless; the code can be applied again.
    await call(cookie, "/Register/ApiRemoveDiscountCode", { registrationId });
    expect(await promoUsed(race.promoIds.TEN)).toBe(0);
    expect(
      (await call(cookie, "/Register/ApiApplyDiscountCode", { registrationId, promoCode: "TEN" }))
        .promoCode,
    ).toBe("TEN");
  });

  it("keeps the code of a race open only by promo code", async () => {
    const race = await createRaceFixture(core.server.db, {
      promoRequired: true,
      promos: [{ code: "GATE", percent: 10 }],
    });
    const cookie = await signUp(core.url);
    const { registrationId } = await register(core.url, cookie, race, { promoCode: "GATE" });
    const answer = await post(
      core.url,
      "/Register/ApiRemoveDiscountCode",
      { registrationId },
      cookie,
    );
    expect(errorOf(answer)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.cannotRemove" },
    });
    expect(await promoUsed(race.promoIds.GATE)).toBe(1);
  });

  it("reaches every promo-code message and checks codes without taking them", async () => {
    const { race, cookie, registrationId } = await shop({
      tiers: [[daysFromNow(-10), 0]],
      promos: [
        { code: "FREE", percent: 100 },
        { code: "DONE", percent: 10, maxUses: 1, used: 1 },
      ],
    });
    // The body is the code as JSON (a string); postJson sends strings as they are.
    const check = (code: unknown) =>
      post(
        core.url,
        `/Register/CheckPromoCode?eventCode=${race.eventCode}&raceCode=r10`,
        JSON.stringify(code),
        cookie,
      );
    const ok = await check("free");
    expect(ok.status).toBe(200);
    expect(promoCheckResultSchema.parse(ok.json)).toEqual({
      code: "FREE",
      discount: { kind: "percent", percent: 100 },
    });
    expect(await promoUsed(race.promoIds.FREE)).toBe(0);
    expect(errorOf(await check(""))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.empty" },
    });
    expect(errorOf(await check({ code: "FREE" }))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.empty" },
    });
    expect(errorOf(await check("NOPE"))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.notFound" },
    });
    expect(errorOf(await check("DONE"))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.usedUp" },
    });
    expect(errorOf(await check("X".repeat(51)))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "field.tooLong" },
    });
    expect(
      (
        await post(
          core.url,
          `/Register/CheckPromoCode?eventCode=${race.eventCode}&raceCode=r10`,
          JSON.stringify("FREE"),
        )
      ).status,
    ).toBe(401);

    // A free slot with nothing else: a code has nothing to take off.
    const apply = await post(
      core.url,
      "/Register/ApiApplyDiscountCode",
      { registrationId, promoCode: "FREE" },
      cookie,
    );
    expect(errorOf(apply)).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.applyFailed" },
    });
    expect(
      errorOf(
        await post(
          core.url,
          "/Register/ApiApplyDiscountCode",
          { registrationId, promoCode: "" },
          cookie,
        ),
      ),
    ).toEqual({
      code: "VALIDATION_FAILED",
      fields: { promoCode: "promo.empty" },
    });
    expect(await promoUsed(race.promoIds.FREE)).toBe(0);
  });

  it("checks the requested policy against the race's offers", async () => {
    const { cookie, registrationId } = await shop();
    const request = (body: Record<string, unknown>) =>
      post(
        core.url,
        "/Register/ApiPolicyRequest",
        {
          registrationId,
          sport: "run",
          type: "accident",
          startDate: RACE_DAY,
          sumInsuredKopecks: 50_000_000,
          ...body,
        },
        cookie,
      );
    expect(errorOf(await request({ sport: "swimming" }))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { sport: "field.invalid" },
    });
    expect(errorOf(await request({ type: "ski" }))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { type: "field.invalid" },
    });
    expect(errorOf(await request({ sumInsuredKopecks: 1 }))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { sumInsuredKopecks: "field.invalid" },
    });
    expect(errorOf(await request({ startDate: "2026-07-17" }))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { startDate: "field.invalid" },
    });
    expect(
      await core.server.db
        .select()
        .from(policyRequests)
        .where(eq(policyRequests.registrationId, registrationId)),
    ).toEqual([]);
    expect((await request({})).status).toBe(200);
    expect((await request({})).status).toBe(200);
    const cart = await cartOf(core.url, cookie, registrationId);
    expect(cart.items.filter((i) => i.kind === "insurance")).toHaveLength(1);
    // Taking the insurance out takes its policy request with it.
    await call(cookie, "/Register/ApiRemoveProductFromCart", {
      registrationId,
      cartItemId: "accident",
    });
    expect(
      await core.server.db
        .select()
        .from(policyRequests)
        .where(eq(policyRequests.registrationId, registrationId)),
    ).toEqual([]);
  });

  it("sets a custom price within the bounds of the slot or the option", async () => {
    const { cookie, registrationId } = await shop({ customPrice: [50_000, 500_000] });
    const set = (cartItemId: string, priceKopecks: unknown) =>
      post(
        core.url,
        "/Register/SetCustomPrice",
        { registrationId, cartItemId, priceKopecks },
        cookie,
      );
    expect(errorOf(await set("slot", 10))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { priceKopecks: "price.outOfBounds" },
    });
    expect(errorOf(await set("slot", 100.5))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { priceKopecks: "price.invalid" },
    });
    expect(errorOf(await set("slot", "lots"))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { priceKopecks: "price.invalid" },
    });
    const slot = cartSchema.parse((await set("slot", 250_000)).json);
    expect(slot.items[0]).toMatchObject({
      unitKopecks: 250_000,
      customPrice: { minKopecks: 50_000, maxKopecks: 500_000 },
    });
    expect(errorOf(await set("donation", 20_000))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { cartItemId: "field.invalid" },
    });
    await call(cookie, "/Register/ApiAddProductToCart", {
      registrationId,
      productCode: "donation",
    });
    const donation = cartSchema.parse((await set("donation", 70_000)).json);
    expect(donation.items.find((i) => i.id === "donation")).toMatchObject({ unitKopecks: 70_000 });
    expect(errorOf(await set("photo", 70_000))).toEqual({
      code: "VALIDATION_FAILED",
      fields: { cartItemId: "field.invalid" },
    });
  });

  it("confirms the order once (awaiting payment), after which it cannot change", async () => {
    const { race, cookie, registrationId } = await shop();
    await call(cookie, "/Register/ApiAddProductToCart", { registrationId, productCode: "photo" });
    const confirmed = await call(cookie, "/Register/Cart", { registrationId });
    expect(confirmed).toMatchObject({
      state: "awaitingPayment",
      notice: null,
      paymentDeadline: new Date(TEST_NOW.getTime() + 20 * MINUTE).toISOString(),
    });
    expect((await call(cookie, "/Register/Cart", { registrationId })).state).toBe(
      "awaitingPayment",
    );
    const frozen = await post(
      core.url,
      "/Register/ApiAddProductToCart",
      { registrationId, productCode: "tshirt" },
      cookie,
    );
    expect(errorOf(frozen)).toEqual({ code: "INVALID_STATE" });
    const cancel = await post(core.url, "/Register/ApiClearCart", { registrationId }, cookie);
    expect(errorOf(cancel)).toEqual({ code: "INVALID_STATE" });
    const [row] = await core.server.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(row?.submittedAt?.toISOString()).toBe(TEST_NOW.toISOString());
    expect(
      (
        await core.server.db
          .select({ taken: races.taken })
          .from(races)
          .where(eq(races.id, race.raceId))
      )[0]?.taken,
    ).toBe(1);
  });

  it("drops from the confirmed order an option the race no longer offers, saying so (SPEC §8)", async () => {
    const { race, cookie, registrationId } = await shop();
    await call(cookie, "/Register/ApiAddProductToCart", {
      registrationId,
      productCode: "tshirt",
      count: 2,
    });
    await call(cookie, "/Register/ApiAddProductToCart", { registrationId, productCode: "photo" });
    // The organizer moves the T-shirt to another race of the event.
    const other = await createRaceFixture(core.server.db);
    await core.server.db
      .update(options)
      .set({ raceId: other.raceId })
      .where(eq(options.id, defined(race.optionIds.tshirt)));
    const confirmed = await call(cookie, "/Register/Cart", { registrationId });
    expect(confirmed).toMatchObject({
      state: "awaitingPayment",
      notice: "stock.optionsAdjusted",
      // Taken out, so named from the event's options, not from the order's lines.
      changes: [{ id: "tshirt", kind: "product", name: "Опция tshirt", from: 2, to: 0 }],
    });
    expect(confirmed.items.map((i) => i.id)).toEqual(["slot", "photo"]);
    expect(await optionTaken(race.optionIds.tshirt)).toBe(0);
  });

  it("deletes a draft with everything it held, once", async () => {
    const { race, cookie, registrationId } = await shop();
    await call(cookie, "/Register/ApiAddProductToCart", {
      registrationId,
      productCode: "tshirt",
      count: 2,
    });
    await call(cookie, "/Register/ApiApplyDiscountCode", { registrationId, promoCode: "TEN" });
    const response = await post(core.url, "/Register/ApiClearCart", { registrationId }, cookie);
    expect(response.status).toBe(200);
    expect(clearedCartSchema.parse(response.json)).toEqual({ registrationId, state: "cancelled" });
    expect(
      clearedCartSchema.parse(
        (await post(core.url, "/Register/ApiClearCart", { registrationId }, cookie)).json,
      ).state,
    ).toBe("cancelled");
    expect(
      (
        await core.server.db
          .select({ taken: races.taken })
          .from(races)
          .where(eq(races.id, race.raceId))
      )[0]?.taken,
    ).toBe(0);
    expect(await optionTaken(race.optionIds.tshirt)).toBe(0);
    expect(await promoUsed(race.promoIds.TEN)).toBe(0);
    const cart = await cartOf(core.url, cookie, registrationId);
    expect(cart.state).toBe("cancelled");
    expect(cart.items.find((i) => i.id === "slot")?.available).toBe(0);
    // Another tab still on the deleted draft: what was done cannot be undone (SPEC §8).
    for (const [path, body] of [
      ["/Register/Cart", { registrationId }],
      ["/Register/ApiAddProductToCart", { registrationId, productCode: "tshirt" }],
      ["/Register/ApiSavePay", { RegistrationId: registrationId, PaymentType: "card" }],
    ] as const) {
      const refused = await post(core.url, path, body, cookie);
      expect([path, refused.status, errorOf(refused)]).toEqual([
        path,
        409,
        { code: "ALREADY_CANCELLED" },
      ]);
    }
  });

  it("keeps other people's carts private", async () => {
    const { cookie, registrationId } = await shop();
    const stranger = await signUp(core.url);
    expect(
      (await get(core.url, `/Register/ApiCart?registrationId=${registrationId}`, stranger)).status,
    ).toBe(404);
    expect(
      (await get(core.url, `/Register/ApiProducts?registrationId=${registrationId}`, stranger))
        .status,
    ).toBe(404);
    expect(
      (
        await post(
          core.url,
          "/Register/ApiAddProductToCart",
          { registrationId, productCode: "photo" },
          stranger,
        )
      ).status,
    ).toBe(404);
    expect(
      (await post(core.url, "/Register/ApiClearCart", { registrationId }, stranger)).status,
    ).toBe(404);
    expect((await get(core.url, `/Register/ApiCart?registrationId=${registrationId}`)).status).toBe(
      401,
    );
    // The portal's race, asked for on a custom tenant's site.
    const elsewhere = await http(core.url, `/Register/ApiCart?registrationId=${registrationId}`, {
      headers: { cookie, "x-forwarded-host": "pionercup.localhost" },
    });
    expect(elsewhere.status).toBe(404);
    expect((await cartOf(core.url, cookie, registrationId)).state).toBe("draft");
  });
});
