// @vitest-environment happy-dom
import { appErrorCode, appErrorStatus, appFieldErrors } from "@reg/api";
import type { PayInfo, PaymentResultState, RegistrationState, SavePayResult } from "@reg/domain";
import type { PaymentStart } from "../data/registration-gateway";
import { describe, expect, it } from "vitest";
import { EMPTY_PARTICIPANT_VALUES } from "../participant/participant-values";
import { fakeGateway, REGISTRATION_ID, testInit } from "../testing/fake-gateway";
import { fakeBff } from "./fake-bff";
import { createTrpcRegistrationGateway } from "./trpc-registration-gateway";

const race = { eventCode: "white-nights", raceCode: "42k" };
const PAYMENT_ID = "3f2b1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const saved = {
  registrationId: REGISTRATION_ID,
  state: "draft",
  createdAt: "2026-05-01T09:00:00Z",
  paymentDeadline: "2026-05-01T09:20:00Z",
};
const participant = {
  ...EMPTY_PARTICIPANT_VALUES,
  email: "anna@example.com",
  answers: { finishTime: "4:00" },
  imageId: "0b7c6a52-6a4e-4a63-9b1d-3f8f5b0c2d11",
  imageUrl: "/images/uploads/preview.jpg",
};

describe("the tRPC registration gateway", () => {
  it("asks for the race in the page's language", async () => {
    const bff = fakeBff({ "registration.getInit": { data: testInit } });
    const gateway = createTrpcRegistrationGateway(bff.client, "en");
    await expect(gateway.init(race)).resolves.toEqual(testInit);
    expect(bff.sent).toEqual([
      { procedure: "registration.getInit", method: "GET", input: { ...race, language: "en" } },
    ]);
  });

  it("creates the draft with register, the photo in the envelope and the fields flat", async () => {
    const bff = fakeBff({ "registration.saveRegistration": { data: saved } });
    const gateway = createTrpcRegistrationGateway(bff.client, "ru");
    await gateway.saveRegistration(
      { ...race, promoCode: "WELCOME10", imageId: participant.imageId },
      participant,
    );
    const [call] = bff.sent;
    expect(call?.procedure).toBe("registration.saveRegistration");
    expect(call?.method).toBe("POST");
    expect(call?.input).toMatchObject({
      ...race,
      promoCode: "WELCOME10",
      imageId: participant.imageId,
      email: "anna@example.com",
      answers: { finishTime: "4:00" },
      agreeTerms: false,
    });
    expect(call?.input).not.toHaveProperty("imageUrl");
    expect(call?.input).not.toHaveProperty("registrationId");
  });

  it("updates the own draft once it has an id", async () => {
    const bff = fakeBff({ "registration.saveRegistration": { data: saved } });
    const gateway = createTrpcRegistrationGateway(bff.client, "ru");
    await gateway.saveRegistration({ ...race, registrationId: REGISTRATION_ID }, participant);
    expect(bff.sent.map((s) => s.procedure)).toEqual(["registration.saveRegistration"]);
    expect(bff.sent[0]?.input).toMatchObject({ registrationId: REGISTRATION_ID, ...race });
  });

  it("passes the BFF's code and field errors through for the forms to show", async () => {
    const bff = fakeBff({
      "registration.checkPromo": {
        error: {
          appCode: "VALIDATION_FAILED",
          httpStatus: 400,
          fields: { promoCode: "promo.notFound" },
        },
      },
      "registration.saveRegistration": { error: { appCode: "SOLD_OUT", httpStatus: 409 } },
    });
    const gateway = createTrpcRegistrationGateway(bff.client, "ru");
    const promo: unknown = await gateway.checkPromoCode(race, "NOPE").catch((e: unknown) => e);
    expect(appErrorCode(promo)).toBe("VALIDATION_FAILED");
    expect(appFieldErrors(promo)).toEqual({ promoCode: "promo.notFound" });
    expect(bff.sent[0]?.input).toEqual({ ...race, language: "ru", promoCode: "NOPE" });
    const full: unknown = await gateway
      .saveRegistration(race, participant)
      .catch((e: unknown) => e);
    expect(appErrorCode(full)).toBe("SOLD_OUT");
    expect(appErrorStatus(full)).toBe(409);
  });

  it("uploads the photo as a data URL, attached to the draft when there is one", async () => {
    const uploaded = {
      imageId: participant.imageId,
      url: "/images/x",
      contentType: "image/png",
      sizeBytes: 4,
    };
    const bff = fakeBff({ "registration.uploadImage": { data: uploaded } });
    const gateway = createTrpcRegistrationGateway(bff.client, "ru");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", {
      type: "image/png",
    });
    await expect(gateway.uploadImage(png, REGISTRATION_ID)).resolves.toEqual(uploaded);
    await gateway.uploadImage(png, null);
    expect(bff.sent.map((s) => s.input)).toEqual([
      { registrationId: REGISTRATION_ID, photo: "data:image/png;base64,iVBORw==" },
      { photo: "data:image/png;base64,iVBORw==" },
    ]);
  });

  it("sends camelCase names for a count change and the language with cart calls", async () => {
    const cart = await fakeGateway().gateway.cart(REGISTRATION_ID);
    const bff = fakeBff({
      "registration.setProductCount": { data: cart },
      "registration.confirmCart": { data: cart },
    });
    const gateway = createTrpcRegistrationGateway(bff.client, "en");
    await gateway.setProductCount({
      registrationId: REGISTRATION_ID,
      cartItemId: "shirt",
      count: 2,
    });
    await gateway.confirmOrder(REGISTRATION_ID);
    expect(bff.sent.map((s) => s.input)).toEqual([
      { registrationId: REGISTRATION_ID, cartItemId: "shirt", count: 2, language: "en" },
      { registrationId: REGISTRATION_ID, language: "en" },
    ]);
  });
});

const payInfo = (overrides: Partial<PayInfo> = {}): PayInfo => ({
  registrationId: REGISTRATION_ID,
  state: "awaitingPayment",
  eventCode: race.eventCode,
  raceCode: race.raceCode,
  amountKopecks: 350000,
  paymentDeadline: "2026-05-01T09:20:00Z",
  methods: [
    { method: "card", amountKopecks: 350000, totalKopecks: 350000, installments: null },
    { method: "qr", amountKopecks: 350000, totalKopecks: 350000, installments: null },
  ],
  lastAttempt: null,
  result: null,
  ...overrides,
});

describe("paying through the gateway", () => {
  it("lists the order's methods from ApiPay, in its order", async () => {
    const bff = fakeBff({ "payment.getPayment": { data: payInfo() } });
    const gateway = createTrpcRegistrationGateway(bff.client, "en");
    await expect(gateway.paymentMethods(REGISTRATION_ID)).resolves.toEqual(["card", "qr"]);
    expect(bff.sent[0]?.input).toEqual({ registrationId: REGISTRATION_ID, language: "en" });
  });

  it.each<[string, SavePayResult, PaymentStart]>([
    [
      "a card goes to the acquirer's page",
      { kind: "redirect", paymentId: PAYMENT_ID, url: "/sandbox/checkout/p1" },
      { kind: "redirect", url: "/sandbox/checkout/p1" },
    ],
    [
      "a QR payment polls its code",
      {
        kind: "qr",
        paymentId: PAYMENT_ID,
        qrId: "qr-12345678",
        qrPayload: "pay://qr-12345678",
        imageUrl: "data:image/svg+xml,x",
        paymentUrl: null,
        expiresAt: "2026-05-01T09:20:00Z",
      },
      { kind: "qr", qrId: "qr-12345678", imageUrl: "data:image/svg+xml,x", paymentUrl: null },
    ],
    [
      "a free order is done at once",
      { kind: "result", state: "success" },
      { kind: "result", state: "success" },
    ],
  ])("%s", async (_what, answer, started) => {
    const bff = fakeBff({ "payment.pay": { data: answer } });
    const gateway = createTrpcRegistrationGateway(bff.client, "ru");
    await expect(gateway.pay(REGISTRATION_ID, "card")).resolves.toEqual(started);
    expect(bff.sent[0]?.input).toEqual({
      registrationId: REGISTRATION_ID,
      paymentType: "card",
      language: "ru",
    });
  });

  it("polls a QR code by its id, and anything else through ApiPay's result", async () => {
    const bff = fakeBff({
      "payment.getQrStatus": {
        data: {
          qrId: "qr-12345678",
          status: "paid",
          registrationId: REGISTRATION_ID,
          result: "success",
        },
      },
      "payment.getPayment": { data: payInfo({ result: "error" }) },
    });
    const gateway = createTrpcRegistrationGateway(bff.client, "ru");
    await expect(gateway.paymentStatus(REGISTRATION_ID, "qr-12345678")).resolves.toBe("success");
    await expect(gateway.paymentStatus(REGISTRATION_ID, null)).resolves.toBe("error");
    expect(bff.sent.map((s) => [s.procedure, s.input])).toEqual([
      ["payment.getQrStatus", { qrId: "qr-12345678" }],
      ["payment.getPayment", { registrationId: REGISTRATION_ID, language: "ru" }],
    ]);
  });

  it.each<[RegistrationState, PaymentResultState]>([
    ["paid", "success"],
    ["expired", "expired"],
    ["awaitingPayment", "error"],
    ["draft", "error"],
  ])("reads a %s order with no attempt yet as the %s screen", async (state, shown) => {
    const bff = fakeBff({ "payment.getPayment": { data: payInfo({ state, result: null }) } });
    const gateway = createTrpcRegistrationGateway(bff.client, "ru");
    await expect(gateway.paymentStatus(REGISTRATION_ID, null)).resolves.toBe(shown);
  });

  it("repeats an expired order's payment, and passes SOLD_OUT on", async () => {
    const cart = await fakeGateway().gateway.cart(REGISTRATION_ID);
    const ok = fakeBff({
      "payment.repeatPayment": { data: { ...cart, state: "awaitingPayment" } },
    });
    await expect(
      createTrpcRegistrationGateway(ok.client, "en").repeatPayment(REGISTRATION_ID),
    ).resolves.toMatchObject({
      state: "awaitingPayment",
    });
    expect(ok.sent[0]?.input).toEqual({ registrationId: REGISTRATION_ID, language: "en" });
    const gone = fakeBff({
      "payment.repeatPayment": { error: { appCode: "SOLD_OUT", httpStatus: 409 } },
    });
    const error: unknown = await createTrpcRegistrationGateway(gone.client, "en")
      .repeatPayment(REGISTRATION_ID)
      .catch((e: unknown) => e);
    expect(appErrorCode(error)).toBe("SOLD_OUT");
  });
});
