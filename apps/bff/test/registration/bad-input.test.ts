import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { type z } from "zod";
import {
  addProductInputSchema,
  applyDiscountCodeInputSchema,
  checkQrCodeStatusInputSchema,
  completePhoneInputSchema,
  occupationsQuerySchema,
  policyRequestInputSchema,
  raceQuerySchema,
  registrationBodySchema,
  registrationQuerySchema,
  removeDiscountCodeInputSchema,
  removeProductInputSchema,
  saveProductsInputSchema,
  setCustomPriceInputSchema,
} from "@reg/domain";
import { checkPromoInputSchema } from "../../src/routers/registration/check-promo";
import { payInputSchema } from "../../src/routers/payment/pay";
import { getRegistrationInputSchema } from "../../src/routers/registration/get-registration";
import { saveRegistrationInputSchema } from "../../src/routers/registration/save-registration";
import { productCountInputSchema } from "../../src/routers/registration/set-product-count";
import { uploadImageInputSchema } from "../../src/routers/registration/upload-image";
import { noInput } from "../../src/routers/no-input";
import { REGISTRATION_BODY_LIMITS } from "../../src/routers/registration/body-limits";
import { type Browser } from "../support/clients";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreFingerprint } from "./support/core-state";
import { OPTIONS_RACE, validParticipant, signedInDraft } from "./support/people";
import {
  PAYMENT_PROCEDURES,
  REGISTRATION_PATHS,
  REGISTRATION_PROCEDURES,
  type PaymentPath,
  type ProcedureCall,
  type RegistrationPath,
} from "./support/procedures";

/** Signed in, with a draft of its own, so every refusal below is about the input alone. */
let browser: Browser;
let registrationId: string;

const { core, bff } = useStack();
beforeAll(async () => {
  ({ browser, registrationId } = await signedInDraft(bff.url));
});

/** The input schema of each procedure: what counts as garbage is what it refuses. */
const INPUT_SCHEMAS: Record<RegistrationPath, z.ZodType> = {
  getInit: raceQuerySchema,
  getSimpleCard: raceQuerySchema,
  getCard: raceQuerySchema,
  getContractOffer: raceQuerySchema,
  listRunningClubs: noInput,
  listOccupations: occupationsQuerySchema,
  getRegistration: getRegistrationInputSchema,
  saveRegistration: saveRegistrationInputSchema,
  updatePhone: completePhoneInputSchema,
  listProducts: registrationQuerySchema,
  saveProducts: saveProductsInputSchema,
  addProduct: addProductInputSchema,
  removeProduct: removeProductInputSchema,
  setProductCount: productCountInputSchema,
  setCustomPrice: setCustomPriceInputSchema,
  requestPolicy: policyRequestInputSchema,
  getCart: registrationQuerySchema,
  confirmCart: registrationBodySchema,
  clearCart: registrationBodySchema,
  checkPromo: checkPromoInputSchema,
  applyPromo: applyDiscountCodeInputSchema,
  removePromo: removeDiscountCodeInputSchema,
  uploadImage: uploadImageInputSchema,
};

/** Inputs of the right shape with one thing wrong, and the field each one names (null: the whole input). */
function wrongTyped(
  id: string,
): Record<RegistrationPath, [input: unknown, field: string | null][]> {
  const race = OPTIONS_RACE;
  return {
    getInit: [
      [null, null],
      [{ ...race, eventCode: 5 }, "eventCode"],
      [{ ...race, raceCode: "a b" }, "raceCode"],
      [{ ...race, language: "de" }, "language"],
    ],
    getSimpleCard: [
      [{ eventCode: race.eventCode }, "raceCode"],
      [{ ...race, raceCode: ["10k"] }, "raceCode"],
    ],
    getCard: [
      ["moscow", null],
      [{ ...race, eventCode: "../etc" }, "eventCode"],
    ],
    getContractOffer: [
      [{ ...race, language: 1 }, "language"],
      [{ ...race, eventCode: "" }, "eventCode"],
    ],
    listRunningClubs: [
      [null, null],
      [{ city: "Москва" }, null],
      [0, null],
    ],
    listOccupations: [
      [null, null],
      [{ language: "fr" }, "language"],
      [{ language: true }, "language"],
    ],
    getRegistration: [
      [{ ...race, relayPosition: true }, "relayPosition"],
      [{ ...race, relayPosition: 0 }, "relayPosition"],
      [{ ...race, promoCode: 7 }, "promoCode"],
    ],
    saveRegistration: [
      [{ ...validParticipant() }, "eventCode"],
      [{ ...race, ...validParticipant(), email: 42 }, "email"],
      [{ ...race, ...validParticipant(), noClub: "yes" }, "noClub"],
      [{ ...race, ...validParticipant(), answers: ["x"] }, "answers"],
      [{ ...race, ...validParticipant(), answers: { q1: 3 } }, "answers.q1"],
      [{ ...race, ...validParticipant(), imageId: "not-a-uuid" }, "imageId"],
      [{ ...race, ...validParticipant(), relayPosition: 21 }, "relayPosition"],
      [{ ...race, ...validParticipant(), registrationId: "42" }, "registrationId"],
      [{ ...race, ...validParticipant(), registrationId: id, birthDate: 19900517 }, "birthDate"],
    ],
    updatePhone: [
      [{ phone: 79161234567 }, "phone"],
      [{ phone: "call me" }, "phone"],
      [{}, "phone"],
    ],
    listProducts: [
      [{ registrationId: 1 }, "registrationId"],
      [{}, "registrationId"],
    ],
    saveProducts: [
      [{ registrationId: id, products: "tshirt" }, "products"],
      [{ registrationId: id, products: [{ code: "tshirt", count: -1 }] }, "products.0.count"],
      [
        {
          registrationId: id,
          products: [
            { code: "tshirt", count: 1 },
            { code: "tshirt", count: 2 },
          ],
        },
        "products",
      ],
    ],
    addProduct: [
      [{ registrationId: id, productCode: "tshirt", count: 0 }, "count"],
      [{ registrationId: id, productCode: 5 }, "productCode"],
    ],
    removeProduct: [
      [{ registrationId: id }, "cartItemId"],
      [{ registrationId: id, cartItemId: "a/b" }, "cartItemId"],
    ],
    setProductCount: [
      [{ registrationId: id, cartItemId: "tshirt", count: 1.5 }, "count"],
      [{ RegistrationId: id, CartItemId: "tshirt", Count: 2 }, "registrationId"],
    ],
    setCustomPrice: [
      [{ registrationId: id, cartItemId: "slot", priceKopecks: "500" }, "priceKopecks"],
    ],
    requestPolicy: [
      [
        {
          registrationId: id,
          sport: "chess",
          type: "accident",
          startDate: "2030-01-01",
          sumInsuredKopecks: 100,
        },
        "sport",
      ],
      [
        {
          registrationId: id,
          sport: "run",
          type: "accident",
          startDate: "01.01.2030",
          sumInsuredKopecks: 100,
        },
        "startDate",
      ],
      [
        {
          registrationId: id,
          sport: "run",
          type: "accident",
          startDate: "2030-01-01",
          sumInsuredKopecks: -5,
        },
        "sumInsuredKopecks",
      ],
    ],
    getCart: [
      [{ registrationId: "" }, "registrationId"],
      [[id], null],
    ],
    confirmCart: [
      [{ registrationId: null }, "registrationId"],
      [id, null],
    ],
    clearCart: [[{ registrationId: { id } }, "registrationId"]],
    checkPromo: [
      [{ ...race, promoCode: 10 }, "promoCode"],
      [{ ...race }, "promoCode"],
      [{ ...race, promoCode: "x".repeat(51) }, "promoCode"],
    ],
    applyPromo: [
      [{ registrationId: id, promoCode: "" }, "promoCode"],
      [{ registrationId: id, promoCode: ["A"] }, "promoCode"],
    ],
    removePromo: [
      [{ registrationId: "42" }, "registrationId"],
      [{}, "registrationId"],
    ],
    uploadImage: [
      [{ registrationId: id }, "photo"],
      [{ registrationId: id, photo: "" }, "photo"],
      [{ registrationId: id, photo: "just text" }, "photo"],
      [{ registrationId: id, photo: "data:image/png;base64,@@@@" }, "photo"],
      [{ registrationId: "nope", photo: "data:image/png;base64,AAAA" }, "registrationId"],
    ],
  };
}

/** The three refusals every procedure owes, for the procedure `call` whose schema `accepts` an input. */
function refusesBadInput(
  name: string,
  call: ProcedureCall,
  accepts: (input: unknown) => boolean,
  wrong: () => [unknown, string | null][],
): void {
  it("answers VALIDATION_FAILED, naming the wrong field, to wrong-typed input", async () => {
    const before = await coreFingerprint(core);
    for (const [input, field] of wrong()) {
      const error = await expectAppError(call(browser.single, input), "VALIDATION_FAILED");
      if (field !== null) expect(Object.keys(error.data?.fields ?? {})).toContain(field);
    }
    expect(await coreFingerprint(core)).toEqual(before);
  });

  it("answers VALIDATION_FAILED to any garbage JSON, batched or not", async () => {
    const before = await coreFingerprint(core);
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 3 }).filter((input) => !accepts(input)),
        fc.boolean(),
        async (input, batched) => {
          await expectAppError(
            call(batched ? browser.batch : browser.single, input),
            "VALIDATION_FAILED",
          );
        },
      ),
      { numRuns: 30 },
    );
    expect(await coreFingerprint(core)).toEqual(before);
  });

  it("answers an oversized input with VALIDATION_FAILED or PAYLOAD_TOO_LARGE, never a crash", async () => {
    const before = await coreFingerprint(core);
    // Past every string limit of the schemas, yet small enough for a GET URL (Node allows 16 KiB of headers).
    const long = "x".repeat(600);
    const everyField = Object.fromEntries(
      [
        "eventCode",
        "raceCode",
        "language",
        "registrationId",
        "cartItemId",
        "productCode",
        "promoCode",
        "phone",
        "photo",
        "email",
        "sport",
        "type",
        "startDate",
        "paymentType",
        "qrId",
      ].map((key) => [key, long]),
    );
    await expectAppError(call(browser.single, everyField), "VALIDATION_FAILED");
    // Past the body limit (64 KiB, or the procedure's own) or Node's header limit (a GET carries input in the URL).
    const overLimit = "y".repeat((REGISTRATION_BODY_LIMITS[name] ?? 64 * 1024) + 1024);
    await expectAppError(
      call(browser.single, { ...everyField, blob: overLimit }),
      "PAYLOAD_TOO_LARGE",
    );
    await expectAppError(
      call(browser.batch, { ...everyField, blob: overLimit }),
      "PAYLOAD_TOO_LARGE",
    );
    expect(await coreFingerprint(core)).toEqual(before);
  });
}

describe.each(REGISTRATION_PATHS)(
  "registration.%s refuses bad input with a clear code and changes nothing",
  (path) => {
    refusesBadInput(
      `registration.${path}`,
      REGISTRATION_PROCEDURES[path],
      (input) => INPUT_SCHEMAS[path].safeParse(input).success,
      () => wrongTyped(registrationId)[path],
    );
  },
);

const PAYMENT_INPUT_SCHEMAS: Record<PaymentPath, z.ZodType> = {
  getPayment: registrationQuerySchema,
  pay: payInputSchema,
  getQrStatus: checkQrCodeStatusInputSchema,
  repeatPayment: registrationBodySchema,
};

function paymentWrongTyped(
  id: string,
): Record<PaymentPath, [input: unknown, field: string | null][]> {
  return {
    getPayment: [
      [{ RegistrationId: id }, "registrationId"],
      [{ registrationId: 7 }, "registrationId"],
      [{ registrationId: id, language: "xx" }, "language"],
    ],
    pay: [
      [{ registrationId: id, paymentType: "cash" }, "paymentType"],
      [{ registrationId: id }, "paymentType"],
      [{ registrationId: [id], paymentType: "card" }, "registrationId"],
      [{ registrationId: id, paymentType: "card", alsoRegistrationIds: id }, "alsoRegistrationIds"],
      [
        { registrationId: id, paymentType: "card", alsoRegistrationIds: [id, "x"] },
        "alsoRegistrationIds.1",
      ],
    ],
    getQrStatus: [
      [{ qrId: "short" }, "qrId"],
      [{ qrId: 12345678 }, "qrId"],
      [{ qrId: "qr_../../etc/passwd" }, "qrId"],
    ],
    repeatPayment: [
      [{}, "registrationId"],
      [{ registrationId: "yesterday" }, "registrationId"],
    ],
  };
}

describe.each(Object.keys(PAYMENT_PROCEDURES) as PaymentPath[])(
  "payment.%s refuses bad input with a clear code and changes nothing",
  (path) => {
    refusesBadInput(
      `payment.${path}`,
      PAYMENT_PROCEDURES[path],
      (input) => PAYMENT_INPUT_SCHEMAS[path].safeParse(input).success,
      () => paymentWrongTyped(registrationId)[path],
    );
  },
);
