import { describe, expect, it } from "vitest";
import {
  TAX_DEDUCTION_BENEFICIARIES,
  TAX_DEDUCTION_PAYERS,
  TAX_DEDUCTION_REJECTION_CODES,
  TAX_DEDUCTION_YEARS,
  taxDeductionRejectionCodeSchema,
  taxDeductionRequestSchema,
} from "./tax-deduction";

describe("tax deduction enums", () => {
  it("are those of SPEC §3", () => {
    expect(TAX_DEDUCTION_YEARS).toEqual([2024]);
    expect(TAX_DEDUCTION_PAYERS).toEqual(["MY_SELF", "SPOUSE"]);
    expect(TAX_DEDUCTION_BENEFICIARIES).toEqual(["MY_SELF", "KIDS"]);
    expect(TAX_DEDUCTION_REJECTION_CODES).toHaveLength(6);
    expect(taxDeductionRejectionCodeSchema.safeParse("NO_CHILDREN_SLOTS").success).toBe(true);
    expect(taxDeductionRejectionCodeSchema.safeParse("NO_SLOTS").success).toBe(false);
  });
});

describe("taxDeductionRequestSchema", () => {
  it("accepts a request for 2024", () => {
    const request = { year: 2024, payer: "SPOUSE", beneficiary: "KIDS" };
    expect(taxDeductionRequestSchema.parse(request)).toEqual(request);
  });

  it("refuses another year or an unknown payer with message ids", () => {
    const result = taxDeductionRequestSchema.safeParse({
      year: 2023,
      payer: "FRIEND",
      beneficiary: "MY_SELF",
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["year", "code.notSelected"],
      ["payer", "code.notSelected"],
    ]);
  });
});
