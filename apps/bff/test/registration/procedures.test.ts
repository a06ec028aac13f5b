import { describe, expect, it } from "vitest";
import {
  cartSchema,
  clearedCartSchema,
  contractOfferSchema,
  productsSchema,
  registrationFormSchema,
  registrationInitSchema,
  savedRegistrationSchema,
  uploadedImageSchema,
  type Cart,
  defined,
} from "@reg/domain";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { SOLD_OUT_MEMO_MS } from "../../src/routers/registration/save-registration";
import { coreFingerprint, coreRows, raceCounts } from "./support/core-state";
import { TINY_PNG_DATA_URL } from "./support/images";
import {
  anonymousBrowser,
  CUSTOM_PRICE_RACE,
  FULL_FORM_RACE,
  OFFLINE_RACE,
  OPTIONS_RACE,
  PLAIN_RACES,
  signedInBrowser,
  validParticipant,
} from "./support/people";

const { core, bff } = useStack();

async function coreJson(path: string): Promise<unknown> {
  const response = await fetch(`${core.url}${path}`);
  expect(response.status).toBe(200);
  return response.json();
}

function line(cart: Cart, id: string) {
  return cart.items.find((item) => item.id === id);
}

describe("the public reads answer what core answers, anonymous or not", () => {
  it("getInit: the race's availability, isAuthorized false without a session", async () => {
    const browser = await anonymousBrowser(bff.url);
    const init = registrationInitSchema.parse(
      await browser.batch.registration.getInit.query(OPTIONS_RACE),
    );
    expect(init).toMatchObject({
      isAuthorized: false,
      availability: { state: "open" },
      event: { code: OPTIONS_RACE.eventCode },
      race: { code: OPTIONS_RACE.raceCode },
    });
    expect(
      await browser.single.registration.getInit.query({ ...OPTIONS_RACE, language: "en" }),
    ).toEqual(
      await coreJson(
        `/Register/ApiInit?eventCode=${OPTIONS_RACE.eventCode}&raceCode=${OPTIONS_RACE.raceCode}&language=en`,
      ),
    );
    expect(
      (await browser.batch.registration.getInit.query(OFFLINE_RACE)).availability.state,
    ).not.toBe("open");
  });

  it("getSimpleCard, getCard, getContractOffer: the race's heading, card and offer", async () => {
    const browser = await anonymousBrowser(bff.url);
    const query = `eventCode=${OPTIONS_RACE.eventCode}&raceCode=${OPTIONS_RACE.raceCode}&language=ru`;
    const [simple, card, offer] = await Promise.all([
      browser.batch.registration.getSimpleCard.query(OPTIONS_RACE),
      browser.batch.registration.getCard.query(OPTIONS_RACE),
      browser.batch.registration.getContractOffer.query(OPTIONS_RACE),
    ]);
    expect(browser.requests).toHaveLength(2);
    expect(simple).toEqual(await coreJson(`/Register/ApiSimpleCardInfo?${query}`));
    expect(card).toEqual(await coreJson(`/Register/ApiCardInfo?${query}`));
    expect(card).toMatchObject({
      eventCode: OPTIONS_RACE.eventCode,
      raceCode: OPTIONS_RACE.raceCode,
    });
    expect(contractOfferSchema.parse(offer).beneficiary.inn).toMatch(/^\d{10,12}$/);
  });

  it("listRunningClubs and listOccupations: the form's reference lists, names in the asked language", async () => {
    const browser = await anonymousBrowser(bff.url);
    const clubs = await browser.batch.registration.listRunningClubs.query();
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs).toEqual(await coreJson("/Register/ApiGetRunningClubs"));
    const [ru, en] = await Promise.all([
      browser.batch.registration.listOccupations.query({ language: "ru" }),
      browser.batch.registration.listOccupations.query({ language: "en" }),
    ]);
    expect(ru.length).toBeGreaterThan(0);
    expect(ru.map((o) => o.code)).toEqual(en.map((o) => o.code));
    expect(ru.map((o) => o.name)).not.toEqual(en.map((o) => o.name));
    expect(await browser.batch.registration.listOccupations.query({})).toEqual(ru);
  });
});

describe("one person's registration, every step through the BFF", () => {
  it("getRegistration → saveRegistration (new) → getInit → saveRegistration (own draft) → updatePhone → uploadImage → options → promo → getCart → confirmCart", async () => {
    const browser = await signedInBrowser(bff.url);
    const r = browser.batch.registration;
    const before = await raceCounts(core, OPTIONS_RACE);

    const blank = registrationFormSchema.parse(await r.getRegistration.query(OPTIONS_RACE));
    expect(blank).toMatchObject({
      registrationId: null,
      state: null,
      participant: { firstName: "Анна", lastName: "Петрова" },
    });

    const saved = savedRegistrationSchema.parse(
      await r.saveRegistration.mutate({ ...OPTIONS_RACE, ...validParticipant() }),
    );
    expect(saved.state).toBe("draft");
    expect(await raceCounts(core, OPTIONS_RACE)).toEqual({
      ...before,
      taken: before.taken + 1,
      holding: before.holding + 1,
    });

    const init = await r.getInit.query(OPTIONS_RACE);
    expect(init).toMatchObject({
      isAuthorized: true,
      availability: { state: "unfinishedDraft", registrationId: saved.registrationId },
    });

    const updated = await r.saveRegistration.mutate({
      ...OPTIONS_RACE,
      ...validParticipant({ city: "Тверь" }),
      registrationId: saved.registrationId,
    });
    expect(updated.registrationId).toBe(saved.registrationId);
    expect(await r.updatePhone.mutate({ phone: "+7 916 765-43-21" })).toEqual({
      phone: "+7 916 765-43-21",
    });

    const image = uploadedImageSchema.parse(
      await r.uploadImage.mutate({
        registrationId: saved.registrationId,
        photo: TINY_PNG_DATA_URL,
      }),
    );
    expect(image).toMatchObject({
      contentType: "image/png",
      sizeBytes: expect.any(Number) as number,
    });
    const form = await r.getRegistration.query(OPTIONS_RACE);
    expect(form).toMatchObject({
      registrationId: saved.registrationId,
      state: "draft",
      imageId: image.imageId,
      participant: { city: "Тверь" },
    });

    const products = productsSchema.parse(
      await r.listProducts.query({ registrationId: saved.registrationId }),
    );
    const insurance = products.insurance[0];
    const service = products.services[0];
    const product = products.products.find((p) => p.available === null || p.available > 2);
    if (!insurance?.insurance || !service || !product)
      throw new Error("the seeded race lost its options");

    let cart = await r.saveProducts.mutate({
      registrationId: saved.registrationId,
      products: [{ code: service.code, count: 1 }],
    });
    expect(line(cart, service.code)?.count).toBe(1);
    cart = await r.addProduct.mutate({
      registrationId: saved.registrationId,
      productCode: product.code,
    });
    expect(line(cart, product.code)?.count).toBe(1);
    cart = await r.setProductCount.mutate({
      registrationId: saved.registrationId,
      cartItemId: product.code,
      count: 2,
    });
    expect(line(cart, product.code)?.count).toBe(2);
    cart = await r.removeProduct.mutate({
      registrationId: saved.registrationId,
      cartItemId: service.code,
    });
    expect(line(cart, service.code)).toBeUndefined();

    const terms = insurance.insurance;
    const policy = await r.requestPolicy.mutate({
      registrationId: saved.registrationId,
      sport: terms.sport,
      type: terms.type,
      startDate: terms.startDate,
      sumInsuredKopecks: terms.sumInsuredKopecks,
    });
    expect(policy.policy).toMatchObject({
      productCode: insurance.code,
      periodDays: 1,
      startDate: terms.startDate,
    });
    expect(line(policy.cart, insurance.code)).toBeDefined();

    expect(await r.checkPromo.query({ ...OPTIONS_RACE, promoCode: " welcome10 " })).toMatchObject({
      code: "WELCOME10",
    });
    cart = await r.applyPromo.mutate({
      registrationId: saved.registrationId,
      promoCode: "WELCOME10",
    });
    expect(cart.promoCode).toBe("WELCOME10");
    expect(cart.totals.discountKopecks).toBeGreaterThan(0);
    // Removing the code restores the price; applying it again gives the discount back.
    const undiscounted = await r.removePromo.mutate({ registrationId: saved.registrationId });
    expect(undiscounted.promoCode).toBeNull();
    expect(undiscounted.totals.discountKopecks).toBe(0);
    expect(undiscounted.totals.totalKopecks).toBeGreaterThan(cart.totals.totalKopecks);
    cart = await r.applyPromo.mutate({
      registrationId: saved.registrationId,
      promoCode: "WELCOME10",
    });

    const read = cartSchema.parse(await r.getCart.query({ registrationId: saved.registrationId }));
    expect(read).toEqual({ ...cart, notice: read.notice, changes: read.changes });
    const confirmed = await r.confirmCart.mutate({ registrationId: saved.registrationId });
    expect(confirmed.state).toBe("awaitingPayment");
    expect((await r.getInit.query(OPTIONS_RACE)).availability).toMatchObject({
      state: "awaitingPayment",
      registrationId: saved.registrationId,
    });
    await expectAppError(
      r.saveRegistration.mutate({
        ...OPTIONS_RACE,
        ...validParticipant(),
        registrationId: saved.registrationId,
      }),
      "INVALID_STATE",
    );
    await expectAppError(
      r.clearCart.mutate({ registrationId: saved.registrationId }),
      "INVALID_STATE",
    );
  });

  it("remove deletes the draft and gives its slot back; registering again takes a new one", async () => {
    const race = defined(PLAIN_RACES[0]);
    const browser = await signedInBrowser(bff.url);
    const before = await raceCounts(core, race);
    const saved = await browser.batch.registration.saveRegistration.mutate({
      ...race,
      ...validParticipant(),
    });
    await expectAppError(
      browser.batch.registration.saveRegistration.mutate({ ...race, ...validParticipant() }),
      "ALREADY_REGISTERED",
    );
    expect(
      clearedCartSchema.parse(
        await browser.batch.registration.clearCart.mutate({ registrationId: saved.registrationId }),
      ),
    ).toEqual({
      registrationId: saved.registrationId,
      state: "cancelled",
    });
    expect(await raceCounts(core, race)).toEqual(before);
    const again = await browser.batch.registration.saveRegistration.mutate({
      ...race,
      ...validParticipant(),
    });
    expect(again.registrationId).not.toBe(saved.registrationId);
  });

  it("setCustomPrice sets a pay-what-you-want slot within its bounds and names the field outside them", async () => {
    const browser = await signedInBrowser(bff.url);
    const r = browser.batch.registration;
    const { registrationId } = await r.saveRegistration.mutate({
      ...CUSTOM_PRICE_RACE,
      ...validParticipant(),
    });
    const cart = await r.setCustomPrice.mutate({
      registrationId,
      cartItemId: "slot",
      priceKopecks: 50_000,
    });
    expect(line(cart, "slot")).toMatchObject({
      unitKopecks: 50_000,
      customPrice: { minKopecks: 30_000, maxKopecks: 1_000_000 },
    });
    const unchanged = await coreFingerprint(core);
    const error = await expectAppError(
      r.setCustomPrice.mutate({ registrationId, cartItemId: "slot", priceKopecks: 100 }),
      "VALIDATION_FAILED",
    );
    expect(error.data?.fields).toEqual({ priceKopecks: "price.outOfBounds" });
    expect(await coreFingerprint(core)).toEqual(unchanged);
  });
});

describe("a sold-out race", () => {
  it("is answered SOLD_OUT by the BFF for a moment without asking core, then core is asked again", async () => {
    const race = defined(PLAIN_RACES[1]);
    const setCapacity = (capacity: string) =>
      coreRows(
        core,
        `update races set capacity = ${capacity} where code = '${race.raceCode}' and event_id = (select id from events where code = '${race.eventCode}') returning id`,
      );
    await setCapacity("taken");
    const [first, second] = [await signedInBrowser(bff.url), await signedInBrowser(bff.url)];
    await expectAppError(
      first.batch.registration.saveRegistration.mutate({ ...race, ...validParticipant() }),
      "SOLD_OUT",
    );
    // A slot comes free; within the memo's time the BFF still says sold out, so core was not asked.
    await setCapacity("taken + 1");
    await expectAppError(
      second.batch.registration.saveRegistration.mutate({ ...race, ...validParticipant() }),
      "SOLD_OUT",
    );
    const counts = await raceCounts(core, race);
    expect(counts.taken).toBe(counts.capacity - 1);
    await new Promise((resolve) => setTimeout(resolve, SOLD_OUT_MEMO_MS + 100));
    const saved = await second.batch.registration.saveRegistration.mutate({
      ...race,
      ...validParticipant(),
    });
    expect(saved.state).toBe("draft");
    // Another race of the same event is not touched by the memo.
    await expectAppError(
      second.batch.registration.saveRegistration.mutate({ ...OFFLINE_RACE, ...validParticipant() }),
      "REGISTRATION_CLOSED",
    );
  });
});

describe("core's refusals arrive with their own code, field errors per field", () => {
  it("the race's own form rules: every bad field named at once, nothing taken", async () => {
    const browser = await signedInBrowser(bff.url);
    const before = await coreFingerprint(core);
    const error = await expectAppError(
      browser.batch.registration.saveRegistration.mutate({
        ...FULL_FORM_RACE,
        ...validParticipant({
          email: "not-an-email",
          startPacket: "XXXL",
          answers: { unknown: "x" },
        }),
      }),
      "VALIDATION_FAILED",
    );
    expect(error.data?.fields).toMatchObject({
      email: "email.invalid",
      startPacket: "field.invalid",
      documentType: "documentType.notSelected",
      "answers.finishTime": "field.required",
      "answers.unknown": "field.invalid",
    });
    expect(await coreFingerprint(core)).toEqual(before);
  });

  it("REGISTRATION_CLOSED, OUT_OF_STOCK, and promo failures at fields.promoCode", async () => {
    const browser = await signedInBrowser(bff.url);
    const r = browser.batch.registration;
    await expectAppError(
      r.saveRegistration.mutate({ ...OFFLINE_RACE, ...validParticipant() }),
      "REGISTRATION_CLOSED",
    );
    const { registrationId } = await r.saveRegistration.mutate({
      ...OPTIONS_RACE,
      ...validParticipant(),
    });
    const products = await r.listProducts.query({ registrationId });
    const soldOut = products.products.find((p) => p.available === 0);
    if (!soldOut) throw new Error("the seeded race has no sold-out option");
    const before = await coreFingerprint(core);
    await expectAppError(
      r.addProduct.mutate({ registrationId, productCode: soldOut.code }),
      "OUT_OF_STOCK",
    );
    const notFound = await expectAppError(
      r.applyPromo.mutate({ registrationId, promoCode: "NO-SUCH-CODE" }),
      "VALIDATION_FAILED",
    );
    expect(notFound.data?.fields).toEqual({ promoCode: "promo.notFound" });
    const empty = await expectAppError(
      r.checkPromo.query({ ...OPTIONS_RACE, promoCode: "   " }),
      "VALIDATION_FAILED",
    );
    expect(empty.data?.fields).toEqual({ promoCode: "promo.empty" });
    expect(await coreFingerprint(core)).toEqual(before);
  });

  it("a race of another event, or a code that names nothing: NOT_FOUND", async () => {
    const browser = await signedInBrowser(bff.url);
    await expectAppError(
      browser.batch.registration.getInit.query({ eventCode: "no-such-event", raceCode: "r1" }),
      "NOT_FOUND",
    );
    await expectAppError(
      browser.batch.registration.saveRegistration.mutate({
        eventCode: "no-such-event",
        raceCode: "r1",
        ...validParticipant(),
      }),
      "NOT_FOUND",
    );
  });
});
