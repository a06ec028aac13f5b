import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import {
  cartLines,
  options,
  policyRequests,
  promoCodes,
  races,
  registrations,
  uploadedImages,
  users,
} from "../src/db/schema";
import type { CoreDb } from "../src/index";
import { requestsAs, SIGNED_OUT, type BadCase } from "./support/bad-input";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture, type RaceFixture } from "./support/fixtures";
import { http } from "./support/http";
import { signedInPeople } from "./support/people";
import { errorOf, register, validParticipant } from "./support/registration";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Everything a registration call could change. */
async function mutableState(db: CoreDb) {
  return {
    races: await db.select({ id: races.id, taken: races.taken }).from(races).orderBy(asc(races.id)),
    options: await db
      .select({ id: options.id, taken: options.taken })
      .from(options)
      .orderBy(asc(options.id)),
    promos: await db
      .select({ id: promoCodes.id, used: promoCodes.used })
      .from(promoCodes)
      .orderBy(asc(promoCodes.id)),
    registrations: await db.select().from(registrations).orderBy(asc(registrations.id)),
    cartLines: await db
      .select()
      .from(cartLines)
      .orderBy(asc(cartLines.registrationId), asc(cartLines.optionId)),
    policies: await db.select().from(policyRequests).orderBy(asc(policyRequests.id)),
    images: await db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .orderBy(asc(uploadedImages.id)),
    phones: await db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .orderBy(asc(users.id)),
  };
}

describe.each(DRIVERS)("bad input at every registration call on %s", (driver) => {
  let core: RunningCore;
  let race: RaceFixture;
  let owner: string;
  let stranger: string;
  let draftId: string;
  beforeAll(async () => {
    core = await startCore(driver, { sweepIntervalMs: 0 });
    race = await createRaceFixture(core.server.db, {
      options: [
        { code: "tshirt", stock: 5 },
        { code: "accident", insurance: { type: "accident", sumInsuredKopecks: 100_000 } },
      ],
      promos: [{ code: "TEN", percent: 10 }],
    });
    [owner, stranger] = (await signedInPeople(core.server.db, 2)) as [string, string];
    draftId = (await register(core.url, owner, race)).registrationId;
  });
  afterAll(() => core.close());

  function cases(): BadCase[] {
    const q = `eventCode=${race.eventCode}&raceCode=r10`;
    const { postAs, getAs } = requestsAs(owner);
    const asOwner = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      postAs(path, body, owner, headers);
    const bad = "VALIDATION_FAILED" as const;
    const envelope = { eventCode: race.eventCode, raceCode: "r10" };
    return [
      {
        name: "ApiInit without codes",
        ...getAs("/Register/ApiInit"),
        status: 400,
        code: bad,
        fields: { eventCode: "field.required", raceCode: "field.required" },
      },
      {
        name: "ApiInit unknown language",
        ...getAs(`/Register/ApiInit?${q}&language=de`),
        status: 400,
        code: bad,
        fields: { language: "field.invalid" },
      },
      {
        name: "ApiInit unknown race",
        ...getAs(`/Register/ApiInit?eventCode=${race.eventCode}&raceCode=r99`),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiSimpleCardInfo without race",
        ...getAs(`/Register/ApiSimpleCardInfo?eventCode=${race.eventCode}`),
        status: 400,
        code: bad,
        fields: { raceCode: "field.required" },
      },
      {
        name: "ApiCardInfo codes twice",
        ...getAs(`/Register/ApiCardInfo?${q}&raceCode=r10`),
        status: 400,
        code: bad,
      },
      {
        name: "ApiGetContractOffer unknown event",
        ...getAs("/Register/ApiGetContractOffer?eventCode=nope&raceCode=r10"),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiGetOccupations unknown language",
        ...getAs("/Register/ApiGetOccupations?language=de"),
        status: 400,
        code: bad,
        fields: { language: "field.invalid" },
      },
      {
        name: "ApiRegistration anonymous",
        ...getAs(`/Register/ApiRegistration?${q}`, null),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "ApiRegistration bad relay position",
        ...getAs(`/Register/ApiRegistration?${q}&relayPosition=first`),
        status: 400,
        code: bad,
        fields: { relayPosition: "field.invalid" },
      },
      {
        name: "ApiSaveRegistration anonymous",
        path: "/Register/ApiSaveRegistration",
        call: { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "ApiSaveRegistration garbage JSON",
        ...asOwner("/Register/ApiSaveRegistration", '{"eventCode":'),
        status: 400,
        code: bad,
      },
      {
        name: "ApiSaveRegistration array",
        ...asOwner("/Register/ApiSaveRegistration", "[]"),
        status: 400,
        code: bad,
      },
      {
        name: "ApiSaveRegistration null",
        ...asOwner("/Register/ApiSaveRegistration", "null"),
        status: 400,
        code: bad,
      },
      {
        name: "ApiSaveRegistration as form data",
        ...asOwner("/Register/ApiSaveRegistration", "eventCode=x", {
          "content-type": "application/x-www-form-urlencoded",
        }),
        status: 400,
        code: bad,
      },
      {
        name: "ApiSaveRegistration no race",
        ...asOwner("/Register/ApiSaveRegistration", validParticipant()),
        status: 400,
        code: bad,
        fields: { eventCode: "field.required", raceCode: "field.required" },
      },
      {
        name: "ApiSaveRegistration bad id",
        ...asOwner("/Register/ApiSaveRegistration", {
          ...envelope,
          ...validParticipant(),
          registrationId: "42",
        }),
        status: 400,
        code: bad,
        fields: { registrationId: "field.invalid" },
      },
      {
        name: "ApiSaveRegistration unknown id",
        ...asOwner("/Register/ApiSaveRegistration", {
          ...envelope,
          ...validParticipant(),
          registrationId: UNKNOWN_ID,
        }),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiSaveRegistration foreign image",
        ...asOwner("/Register/ApiSaveRegistration", {
          ...envelope,
          ...validParticipant(),
          registrationId: draftId,
          imageId: UNKNOWN_ID,
        }),
        status: 400,
        code: bad,
        fields: { imageId: "field.invalid" },
      },
      {
        name: "ApiSaveRegistration bad participant",
        ...asOwner("/Register/ApiSaveRegistration", {
          ...envelope,
          ...validParticipant({ phone: "x" }),
          registrationId: draftId,
        }),
        status: 400,
        code: bad,
        fields: { phone: "phone.invalid" },
      },
      {
        // The right shape, but no numbering plan has it: refused here as in the form (SPEC §5).
        name: "ApiSaveRegistration phone no plan has",
        ...asOwner("/Register/ApiSaveRegistration", {
          ...envelope,
          ...validParticipant({ emergencyPhone: "+7 000 000 00 00" }),
          registrationId: draftId,
        }),
        status: 400,
        code: bad,
        fields: { emergencyPhone: "phone.invalid" },
      },
      {
        name: "ApiSaveRegistration oversized",
        ...asOwner("/Register/ApiSaveRegistration", {
          ...envelope,
          ...validParticipant({ city: "x".repeat(70_000) }),
        }),
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
      },
      {
        name: "ApiCompletePhone phone no plan has",
        ...asOwner("/Register/ApiCompletePhone", { phone: "+7 000 000 00 00" }),
        status: 400,
        code: bad,
        fields: { phone: "phone.invalid" },
      },
      {
        name: "ApiCompletePhone bad phone",
        ...asOwner("/Register/ApiCompletePhone", { phone: "12" }),
        status: 400,
        code: bad,
        fields: { phone: "phone.invalid" },
      },
      {
        name: "ApiCompletePhone no phone",
        ...asOwner("/Register/ApiCompletePhone", {}),
        status: 400,
        code: bad,
        fields: { phone: "phone.required" },
      },
      {
        name: "ApiProducts without id",
        ...getAs("/Register/ApiProducts"),
        status: 400,
        code: bad,
        fields: { registrationId: "field.invalid" },
      },
      {
        name: "ApiProducts unknown id",
        ...getAs(`/Register/ApiProducts?registrationId=${UNKNOWN_ID}`),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiProducts someone else's",
        ...getAs(`/Register/ApiProducts?registrationId=${draftId}`, stranger),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiSaveProducts not a list",
        ...asOwner("/Register/ApiSaveProducts", { registrationId: draftId, products: "tshirt" }),
        status: 400,
        code: bad,
        fields: { products: "field.invalid" },
      },
      {
        name: "ApiSaveProducts negative",
        ...asOwner("/Register/ApiSaveProducts", {
          registrationId: draftId,
          products: [{ code: "tshirt", count: -1 }],
        }),
        status: 400,
        code: bad,
        fields: { "products.0.count": "field.invalid" },
      },
      {
        name: "ApiSaveProducts twice",
        ...asOwner("/Register/ApiSaveProducts", {
          registrationId: draftId,
          products: [
            { code: "tshirt", count: 1 },
            { code: "tshirt", count: 1 },
          ],
        }),
        status: 400,
        code: bad,
        fields: { products: "field.invalid" },
      },
      {
        name: "ApiAddProductToCart count 0",
        ...asOwner("/Register/ApiAddProductToCart", {
          registrationId: draftId,
          productCode: "tshirt",
          count: 0,
        }),
        status: 400,
        code: bad,
        fields: { count: "field.invalid" },
      },
      {
        name: "ApiAddProductToCart above stock",
        ...asOwner("/Register/ApiAddProductToCart", {
          registrationId: draftId,
          productCode: "tshirt",
          count: 6,
        }),
        status: 409,
        code: "OUT_OF_STOCK",
      },
      {
        name: "ApiAddProductToCart unknown product",
        ...asOwner("/Register/ApiAddProductToCart", {
          registrationId: draftId,
          productCode: "hat",
        }),
        status: 400,
        code: bad,
        fields: { productCode: "field.invalid" },
      },
      {
        name: "ApiAddProductToCart two insurances",
        ...asOwner("/Register/ApiAddProductToCart", {
          registrationId: draftId,
          productCode: "accident",
          count: 2,
        }),
        status: 400,
        code: bad,
        fields: { count: "field.invalid" },
      },
      {
        name: "ApiRemoveProductFromCart not in cart",
        ...asOwner("/Register/ApiRemoveProductFromCart", {
          registrationId: draftId,
          cartItemId: "tshirt",
        }),
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiRemoveProductFromCart no item",
        ...asOwner("/Register/ApiRemoveProductFromCart", { registrationId: draftId }),
        status: 400,
        code: bad,
        fields: { cartItemId: "field.required" },
      },
      {
        name: "ApiSetProductCount as text",
        ...asOwner("/Register/ApiSetProductCount", {
          RegistrationId: draftId,
          CartItemId: "tshirt",
          Count: "2",
        }),
        status: 400,
        code: bad,
        fields: { Count: "field.invalid" },
      },
      {
        name: "ApiSetProductCount camelCase",
        ...asOwner("/Register/ApiSetProductCount", {
          registrationId: draftId,
          cartItemId: "tshirt",
          count: 2,
        }),
        status: 400,
        code: bad,
      },
      {
        name: "ApiSetProductCount slot to 2",
        ...asOwner("/Register/ApiSetProductCount", {
          RegistrationId: draftId,
          CartItemId: "slot",
          Count: 2,
        }),
        status: 400,
        code: bad,
        fields: { Count: "field.invalid" },
      },
      {
        name: "SetCustomPrice fixed-price slot",
        ...asOwner("/Register/SetCustomPrice", {
          registrationId: draftId,
          cartItemId: "slot",
          priceKopecks: 500,
        }),
        status: 400,
        code: bad,
        fields: { cartItemId: "field.invalid" },
      },
      {
        name: "SetCustomPrice no price",
        ...asOwner("/Register/SetCustomPrice", { registrationId: draftId, cartItemId: "slot" }),
        status: 400,
        code: bad,
        fields: { priceKopecks: "price.invalid" },
      },
      {
        name: "ApiPolicyRequest unknown sport",
        ...asOwner("/Register/ApiPolicyRequest", {
          registrationId: draftId,
          sport: "chess",
          type: "accident",
          startDate: "2026-07-16",
          sumInsuredKopecks: 100_000,
        }),
        status: 400,
        code: bad,
        fields: { sport: "field.invalid" },
      },
      {
        name: "ApiPolicyRequest bad date",
        ...asOwner("/Register/ApiPolicyRequest", {
          registrationId: draftId,
          sport: "run",
          type: "accident",
          startDate: "16.07.2026",
          sumInsuredKopecks: 100_000,
        }),
        status: 400,
        code: bad,
        fields: { startDate: "field.invalid" },
      },
      {
        name: "ApiCart bad id",
        ...getAs("/Register/ApiCart?registrationId=abc"),
        status: 400,
        code: bad,
        fields: { registrationId: "field.invalid" },
      },
      {
        name: "ApiCart anonymous",
        ...getAs(`/Register/ApiCart?registrationId=${draftId}`, null),
        status: 401,
        code: "UNAUTHORIZED",
      },
      { name: "Cart without body", ...asOwner("/Register/Cart", ""), status: 400, code: bad },
      {
        name: "Cart signed out",
        ...postAs("/Register/Cart", { registrationId: draftId }, SIGNED_OUT),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "Cart signed out, bad id",
        ...postAs("/Register/Cart", { registrationId: 7 }, SIGNED_OUT),
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "Cart someone else's",
        path: "/Register/Cart",
        call: {
          method: "POST",
          headers: { "content-type": "application/json", cookie: stranger },
          body: JSON.stringify({ registrationId: draftId }),
        },
        status: 404,
        code: "NOT_FOUND",
      },
      {
        name: "ApiClearCart bad id",
        ...asOwner("/Register/ApiClearCart", { registrationId: 7 }),
        status: 400,
        code: bad,
        fields: { registrationId: "field.invalid" },
      },
      {
        name: "CheckPromoCode anonymous",
        path: `/Register/CheckPromoCode?${q}`,
        call: { method: "POST", headers: { "content-type": "application/json" }, body: '"TEN"' },
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "CheckPromoCode without race",
        ...asOwner("/Register/CheckPromoCode", '"TEN"'),
        status: 400,
        code: bad,
      },
      {
        name: "CheckPromoCode unknown",
        ...asOwner(`/Register/CheckPromoCode?${q}`, '"ELEVEN"'),
        status: 400,
        code: bad,
        fields: { promoCode: "promo.notFound" },
      },
      {
        name: "ApiApplyDiscountCode empty",
        ...asOwner("/Register/ApiApplyDiscountCode", { registrationId: draftId, promoCode: " " }),
        status: 400,
        code: bad,
        fields: { promoCode: "promo.empty" },
      },
      {
        name: "ApiApplyDiscountCode unknown",
        ...asOwner("/Register/ApiApplyDiscountCode", {
          registrationId: draftId,
          promoCode: "ELEVEN",
        }),
        status: 400,
        code: bad,
        fields: { promoCode: "promo.notFound" },
      },
      {
        name: "UploadImageAndSave anonymous",
        path: "/Image/UploadImageAndSave",
        call: {
          method: "POST",
          headers: { "content-type": "image/png" },
          body: "\x89PNG\r\n\x1a\n",
        },
        status: 401,
        code: "UNAUTHORIZED",
      },
      {
        name: "UploadImageAndSave empty",
        path: "/Image/UploadImageAndSave",
        call: { method: "POST", headers: { "content-type": "image/png", cookie: owner }, body: "" },
        status: 400,
        code: bad,
        fields: { photo: "file.notSelected" },
      },
      {
        name: "UploadImageAndSave text",
        path: "/Image/UploadImageAndSave",
        call: {
          method: "POST",
          headers: { "content-type": "image/png", cookie: owner },
          body: "hello",
        },
        status: 415,
        code: "UNSUPPORTED_FILE_TYPE",
      },
      {
        name: "UploadImageAndSave bad id",
        path: "/Image/UploadImageAndSave?registrationId=1",
        call: {
          method: "POST",
          headers: { "content-type": "image/jpeg", cookie: owner },
          body: "\xff\xd8\xff",
        },
        status: 400,
        code: bad,
        fields: { registrationId: "field.invalid" },
      },
      { name: "Image of nobody", ...getAs(`/Image/${UNKNOWN_ID}`), status: 404, code: "NOT_FOUND" },
    ];
  }

  it("answers each with its code and changes nothing", async () => {
    const before = await mutableState(core.server.db);
    for (const c of cases()) {
      const response = await http(core.url, c.path, c.call);
      expect(response.status, c.name).toBe(c.status);
      const body = errorOf(response);
      expect(body.code, c.name).toBe(c.code);
      if (c.fields) expect(body.fields, c.name).toEqual(c.fields);
      expect(response.text, c.name).not.toMatch(/stack|at \/|Error:/);
    }
    expect(await mutableState(core.server.db)).toEqual(before);
  });
});
