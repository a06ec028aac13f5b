import { describe, expect, it } from "vitest";
import {
  INSURANCE_PERIOD_DAYS,
  INSURANCE_TYPES,
  insuranceTypeSchema,
  OPTION_GROUPS,
  optionGroupSchema,
} from "./insurance";

describe("insurance and option groups", () => {
  it("are those of SPEC §3 and §9", () => {
    expect(OPTION_GROUPS).toEqual(["insurance", "services", "products"]);
    expect(INSURANCE_TYPES).toEqual(["accident", "cancellation", "bike", "ski"]);
    expect(INSURANCE_PERIOD_DAYS).toBe(1);
  });

  it("validate on the wire", () => {
    expect(insuranceTypeSchema.safeParse("bike").success).toBe(true);
    expect(insuranceTypeSchema.safeParse("car").success).toBe(false);
    expect(optionGroupSchema.safeParse("services").success).toBe(true);
    expect(optionGroupSchema.safeParse("goods").success).toBe(false);
  });
});
