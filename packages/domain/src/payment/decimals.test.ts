import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasAtMostTwoDecimals } from "./decimals";

describe("hasAtMostTwoDecimals", () => {
  it.each([
    [19.99, true],
    [0.1, true],
    [-3.5, true],
    [1500, true],
    [18_098_711_833.85, true],
    [1.005, false],
    [0.001, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])("%d → %s", (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });

  it("accepts every whole number of hundredths", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (hundredths) => {
        expect(hasAtMostTwoDecimals(hundredths / 100)).toBe(true);
      }),
    );
  });
});
