import { describe, expect, it } from "vitest";
import {
  RESULT_CATEGORIES,
  categoryGender,
  resultCategory,
  resultCategorySchema,
} from "./results-categories";

describe("result categories", () => {
  it("counts the age reached in the race's year", () => {
    // Born in December 1996, racing in January 2026: 30 for the whole season.
    expect(resultCategory("male", 1996, 2026)).toBe("M30-39");
    expect(resultCategory("female", 1997, 2026)).toBe("F18-29");
  });

  it("puts each band's edges in the right band", () => {
    expect(resultCategory("male", 2009, 2026)).toBe("MU18");
    expect(resultCategory("male", 2008, 2026)).toBe("M18-29");
    expect(resultCategory("female", 1987, 2026)).toBe("F30-39");
    expect(resultCategory("female", 1986, 2026)).toBe("F40-49");
    expect(resultCategory("male", 1957, 2026)).toBe("M60-69");
    expect(resultCategory("male", 1956, 2026)).toBe("M70+");
  });

  it("lists fourteen categories, each readable back to its gender", () => {
    expect(RESULT_CATEGORIES).toHaveLength(14);
    expect(RESULT_CATEGORIES.filter((c) => categoryGender(c) === "female")).toHaveLength(7);
    expect(resultCategorySchema.safeParse("F50-59").success).toBe(true);
    expect(resultCategorySchema.safeParse("X50-59").success).toBe(false);
    expect(resultCategorySchema.safeParse(5059).success).toBe(false);
  });
});
