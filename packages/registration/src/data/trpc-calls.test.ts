// @vitest-environment happy-dom
import {
  appErrorCode,
  appErrorStatus,
  appFieldErrors,
  createApiOptions,
  type AppTrpcClient,
} from "@reg/api";
import type {
  Locale,
  PayInfo,
  PaymentResultState,
  RegistrationState,
  SavePayResult,
} from "@reg/domain";
import {
  MutationObserver,
  QueryClient,
  QueryObserver,
  type MutationObserverOptions,
} from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { EMPTY_PARTICIPANT_VALUES } from "../participant/participant-values";
import { fakeBff } from "../testing/fake-bff";
import { fakeRegistration, REGISTRATION_ID, testInit } from "../testing/fake-registration";
import { uploadImageInput } from "./file-data-url";
import { saveRegistrationInput } from "./participant-fields";
import { paymentMethodsOf, paymentStartOf, type PaymentStart } from "./payment-mapping";
import { registrationReads } from "./registration-reads";
import { readPaymentStatus } from "./use-payment-status";

/**
 * The wizard's reads and writes as its components make them, over the real tRPC client and options
 * proxy: the reads' query options, each write's mutation options run by TanStack's observer.
 */
function over(client: AppTrpcClient, language: Locale) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiOptions(queryClient, client);
  const write = <TData, TError, TInput, TContext>(
    options: MutationObserverOptions<TData, TError, TInput, TContext>,
    input: TInput,
  ) => new MutationObserver(queryClient, options).mutate(input);
  return { queryClient, api, reads: registrationReads(api, language), write };
}

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

describe("the wizard's calls over tRPC", () => {
  it("asks for the race in the page's language", async () => {
    const bff = fakeBff({ "registration.getInit": { data: testInit } });
    const { queryClient, reads } = over(bff.client, "en");
    await expect(queryClient.fetchQuery(reads.init(race))).resolves.toEqual(testInit);
    expect(bff.sent).toEqual([
      { procedure: "registration.getInit", method: "GET", input: { ...race, language: "en" } },
    ]);
  });

  it("creates the draft with register, the photo in the envelope and the fields flat", async () => {
    const bff = fakeBff({ "registration.saveRegistration": { data: saved } });
    const { api, write } = over(bff.client, "ru");
    await write(
      api.registration.saveRegistration.mutationOptions(),
      saveRegistrationInput(
        { ...race, promoCode: "WELCOME10", imageId: participant.imageId },
        participant,
      ),
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
    const { api, write } = over(bff.client, "ru");
    await write(
      api.registration.saveRegistration.mutationOptions(),
      saveRegistrationInput({ ...race, registrationId: REGISTRATION_ID }, participant),
    );
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
    const { api, queryClient, write } = over(bff.client, "ru");
    const promo: unknown = await queryClient
      .fetchQuery(
        api.registration.checkPromo.queryOptions({ ...race, language: "ru", promoCode: "NOPE" }),
      )
      .catch((e: unknown) => e);
    expect(appErrorCode(promo)).toBe("VALIDATION_FAILED");
    expect(appFieldErrors(promo)).toEqual({ promoCode: "promo.notFound" });
    expect(bff.sent[0]?.input).toEqual({ ...race, language: "ru", promoCode: "NOPE" });
    const full: unknown = await write(
      api.registration.saveRegistration.mutationOptions(),
      saveRegistrationInput(race, participant),
    ).catch((e: unknown) => e);
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
    const { api, write } = over(bff.client, "ru");
    const upload = async (registrationId: string | null) =>
      write(
        api.registration.uploadImage.mutationOptions(),
        await uploadImageInput(png, registrationId),
      );
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", {
      type: "image/png",
    });
    await expect(upload(REGISTRATION_ID)).resolves.toEqual(uploaded);
    await upload(null);
    expect(bff.sent.map((s) => s.input)).toEqual([
      { registrationId: REGISTRATION_ID, photo: "data:image/png;base64,iVBORw==" },
      { photo: "data:image/png;base64,iVBORw==" },
    ]);
  });

  it("keeps the cart read in the language before on screen while the new one is read, for the same order only", async () => {
    const cart = await fakeRegistration().fake.cart(REGISTRATION_ID);
    const bff = fakeBff({ "registration.getCart": { data: cart } });
    const { queryClient, api } = over(bff.client, "en");
    const observer = new QueryObserver(
      queryClient,
      registrationReads(api, "en").cart(REGISTRATION_ID),
    );
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(cart));
    observer.setOptions(registrationReads(api, "ru").cart(REGISTRATION_ID));
    expect(observer.getCurrentResult()).toMatchObject({ data: cart, isPlaceholderData: true });
    observer.setOptions(registrationReads(api, "ru").cart(null));
    expect(observer.getCurrentResult().data).toBeUndefined();
    stop();
  });

  it("sends camelCase names for a count change and the language with cart calls", async () => {
    const cart = await fakeRegistration().fake.cart(REGISTRATION_ID);
    const bff = fakeBff({
      "registration.setProductCount": { data: cart },
      "registration.confirmCart": { data: cart },
    });
    const { api, write } = over(bff.client, "en");
    const order = { registrationId: REGISTRATION_ID, language: "en" } as const;
    await write(api.registration.setProductCount.mutationOptions(), {
      ...order,
      cartItemId: "shirt",
      count: 2,
    });
    await write(api.registration.confirmCart.mutationOptions(), order);
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
  payTogether: [],
  ...overrides,
});

describe("paying over tRPC", () => {
  it("lists the order's methods from ApiPay, in its order", async () => {
    const bff = fakeBff({ "payment.getPayment": { data: payInfo() } });
    const { queryClient, reads } = over(bff.client, "en");
    const info = await queryClient.fetchQuery(reads.payment(REGISTRATION_ID));
    expect(paymentMethodsOf(info)).toEqual(["card", "qr"]);
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
    const { api, write } = over(bff.client, "ru");
    const pay = write(api.payment.pay.mutationOptions(), {
      registrationId: REGISTRATION_ID,
      paymentType: "card",
      language: "ru",
    });
    await expect(pay.then(paymentStartOf)).resolves.toEqual(started);
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
    const { api, queryClient } = over(bff.client, "ru");
    const status = (qrId: string | null) =>
      readPaymentStatus(queryClient, api, "ru", REGISTRATION_ID, qrId);
    await expect(status("qr-12345678")).resolves.toBe("success");
    await expect(status(null)).resolves.toBe("error");
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
    const { api, queryClient } = over(bff.client, "ru");
    await expect(readPaymentStatus(queryClient, api, "ru", REGISTRATION_ID, null)).resolves.toBe(
      shown,
    );
  });

  it("repeats an expired order's payment, and passes SOLD_OUT on", async () => {
    const cart = await fakeRegistration().fake.cart(REGISTRATION_ID);
    const ok = fakeBff({
      "payment.repeatPayment": { data: { ...cart, state: "awaitingPayment" } },
    });
    const repeat = (client: AppTrpcClient) => {
      const { api, write } = over(client, "en");
      return write(api.payment.repeatPayment.mutationOptions(), {
        registrationId: REGISTRATION_ID,
        language: "en",
      });
    };
    await expect(repeat(ok.client)).resolves.toMatchObject({
      state: "awaitingPayment",
    });
    expect(ok.sent[0]?.input).toEqual({ registrationId: REGISTRATION_ID, language: "en" });
    const gone = fakeBff({
      "payment.repeatPayment": { error: { appCode: "SOLD_OUT", httpStatus: 409 } },
    });
    const error: unknown = await repeat(gone.client).catch((e: unknown) => e);
    expect(appErrorCode(error)).toBe("SOLD_OUT");
  });
});
