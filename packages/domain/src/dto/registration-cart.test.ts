import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../fields/zod-field-errors";
import {
  addProductInputSchema,
  applyDiscountCodeInputSchema,
  policyRequestInputSchema,
  saveProductsInputSchema,
  setProductCountInputSchema,
} from "./registration-cart";

const ID = "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70";

function fieldsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return fieldErrorsFromIssues(result.error?.issues ?? []);
}

describe("setProductCountInputSchema", () => {
  it("takes the SPEC §7 names and a count of at least one", () => {
    expect(
      setProductCountInputSchema.parse({ RegistrationId: ID, CartItemId: "tshirt", Count: 2 }),
    ).toEqual({
      RegistrationId: ID,
      CartItemId: "tshirt",
      Count: 2,
      language: "ru",
    });
    expect(
      fieldsOf(
        setProductCountInputSchema.safeParse({
          RegistrationId: ID,
          CartItemId: "tshirt",
          Count: 0,
        }),
      ),
    ).toEqual({
      Count: "field.invalid",
    });
    expect(
      fieldsOf(
        setProductCountInputSchema.safeParse({
          RegistrationId: ID,
          CartItemId: "tshirt",
          Count: 1.5,
        }),
      ),
    ).toEqual({
      Count: "field.invalid",
    });
  });
});

describe("addProductInputSchema", () => {
  it("adds one unit unless told otherwise", () => {
    expect(addProductInputSchema.parse({ registrationId: ID, productCode: "buff" }).count).toBe(1);
  });
});

describe("saveProductsInputSchema", () => {
  it("refuses the same option twice and negative counts", () => {
    const twice = {
      registrationId: ID,
      products: [
        { code: "a", count: 1 },
        { code: "a", count: 2 },
      ],
    };
    expect(fieldsOf(saveProductsInputSchema.safeParse(twice))).toEqual({
      products: "field.invalid",
    });
    const negative = { registrationId: ID, products: [{ code: "a", count: -1 }] };
    expect(fieldsOf(saveProductsInputSchema.safeParse(negative))).toEqual({
      "products.0.count": "field.invalid",
    });
  });
});

describe("policyRequestInputSchema", () => {
  it("needs a known sport and type, a calendar date and a positive sum", () => {
    const result = policyRequestInputSchema.safeParse({
      registrationId: ID,
      sport: "chess",
      type: "flood",
      startDate: "15.06.2026",
      sumInsuredKopecks: 0,
    });
    expect(Object.keys(fieldsOf(result)).sort()).toEqual([
      "sport",
      "startDate",
      "sumInsuredKopecks",
      "type",
    ]);
  });
});

describe("applyDiscountCodeInputSchema", () => {
  it("reports an empty code as promo.empty", () => {
    expect(
      fieldsOf(applyDiscountCodeInputSchema.safeParse({ registrationId: ID, promoCode: "  " })),
    ).toEqual({
      promoCode: "promo.empty",
    });
  });
});
