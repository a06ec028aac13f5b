import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkCustomPrice,
  checkCustomPriceText,
  type CustomPriceBounds,
  customPriceSchema,
  parseRublesText,
} from "./custom-price";
import { InvalidInputError } from "../errors/invalid-input-error";

const bounds: CustomPriceBounds = { minKopecks: 50_000, maxKopecks: 10_000_000 };

function zodVerdict(value: unknown): string | null {
  const result = customPriceSchema(bounds).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "no issue");
}

describe("checkCustomPrice and customPriceSchema", () => {
  it.each([
    [50_000, null],
    [10_000_000, null],
    [123_456, null],
    [49_999, "price.outOfBounds"],
    [10_000_001, "price.outOfBounds"],
    [0, "price.outOfBounds"],
    [500.5, "price.invalid"],
    [-100, "price.invalid"],
    [Number.NaN, "price.invalid"],
    [Number.POSITIVE_INFINITY, "price.invalid"],
    [Number.MAX_SAFE_INTEGER + 2, "price.invalid"],
    ["500", "price.invalid"],
    [null, "price.invalid"],
    [undefined, "price.invalid"],
  ] as const)("%s → %s", (value, expected) => {
    expect(checkCustomPrice(value, bounds)).toBe(expected);
    expect(zodVerdict(value)).toBe(expected);
  });

  it("reports one issue per bad price", () => {
    expect(customPriceSchema(bounds).safeParse(-0.5).error?.issues).toHaveLength(1);
    expect(customPriceSchema(bounds).safeParse(20_000_000).error?.issues).toHaveLength(1);
  });

  it("agrees with the zod schema on any number", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double()), (value) => {
        expect(zodVerdict(value)).toBe(checkCustomPrice(value, bounds));
      }),
    );
  });

  it("refuses bounds that are no range of whole kopecks", () => {
    expect(() => checkCustomPrice(1, { minKopecks: 10, maxKopecks: 5 })).toThrow(InvalidInputError);
    expect(() => checkCustomPrice(1, { minKopecks: -1, maxKopecks: 5 })).toThrow(InvalidInputError);
    expect(() => customPriceSchema({ minKopecks: 0.5, maxKopecks: 5 })).toThrow(InvalidInputError);
    expect(() => checkCustomPriceText("1", { minKopecks: 10, maxKopecks: 5 })).toThrow(
      InvalidInputError,
    );
  });
});

describe("parseRublesText", () => {
  it.each([
    ["1500", 150_000],
    ["1 500", 150_000],
    ["1\u00A0500,50", 150_050],
    ["1500.5", 150_050],
    ["0,07", 7],
    ["  12 345 678 ", 1_234_567_800],
    ["0", 0],
  ] as const)("%j → %d", (text, expected) => {
    expect(parseRublesText(text)).toBe(expected);
  });

  it.each([
    "",
    " ",
    "12,345",
    "1 50",
    "15 00",
    "-5",
    "1e3",
    "1.",
    ",5",
    "1,5,0",
    "₽100",
    "90071992547410000",
  ])("%j is no amount", (text) => {
    expect(parseRublesText(text)).toBeNull();
  });

  it("reads back every amount formatted with kopecks", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (kopecks) => {
        const text = `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, "0")}`;
        expect(parseRublesText(text)).toBe(kopecks);
      }),
    );
  });
});

describe("checkCustomPriceText", () => {
  it("parses, then checks the bounds", () => {
    expect(checkCustomPriceText("1 000", bounds)).toBeNull();
    expect(checkCustomPriceText("499,99", bounds)).toBe("price.outOfBounds");
    expect(checkCustomPriceText("a lot", bounds)).toBe("price.invalid");
  });
});
