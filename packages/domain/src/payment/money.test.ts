import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import { addKopecks, formatRub, multiplyKopecks, rub, subtractKopecks } from "./money";

const NBSP = "\u00A0";

describe("rub", () => {
  it("turns rubles into kopecks", () => {
    expect(rub(1500)).toBe(150_000);
    expect(rub(19.99)).toBe(1999);
    expect(rub(0.1)).toBe(10);
    expect(rub(0)).toBe(0);
    expect(rub(-100)).toBe(-10_000);
  });

  it("refuses a third decimal and non-numbers", () => {
    expect(() => rub(1.005)).toThrow(InvalidInputError);
    expect(() => rub(Number.NaN)).toThrow(InvalidInputError);
    expect(() => rub(Number.POSITIVE_INFINITY)).toThrow(InvalidInputError);
    expect(() => rub(1e17)).toThrow(InvalidInputError);
  });
});

describe("kopeck arithmetic", () => {
  it("adds, subtracts and multiplies whole kopecks", () => {
    expect(addKopecks(100, 250, 1)).toBe(351);
    expect(addKopecks()).toBe(0);
    expect(subtractKopecks(100, 250)).toBe(-150);
    expect(multiplyKopecks(150_000, 3)).toBe(450_000);
  });

  it("rejects fractions and overflow", () => {
    expect(() => addKopecks(100, 0.5)).toThrow(InvalidInputError);
    expect(() => subtractKopecks(1.5, 1)).toThrow(InvalidInputError);
    expect(() => multiplyKopecks(100, 1.5)).toThrow(InvalidInputError);
    expect(() => multiplyKopecks(100.1, 2)).toThrow(InvalidInputError);
    expect(() => addKopecks(Number.MAX_SAFE_INTEGER, 1)).toThrow(InvalidInputError);
    expect(() => multiplyKopecks(Number.MAX_SAFE_INTEGER, 2)).toThrow(InvalidInputError);
  });

  it("is exact where floats are not", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 })), (amounts) => {
        const sum = addKopecks(...amounts);
        expect(Number.isInteger(sum)).toBe(true);
        expect(sum).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe("formatRub", () => {
  it.each([
    [150_000, "ru", `1${NBSP}500${NBSP}₽`],
    [150_050, "ru", `1${NBSP}500,50${NBSP}₽`],
    [150_005, "ru", `1${NBSP}500,05${NBSP}₽`],
    [99, "ru", `0,99${NBSP}₽`],
    [0, "ru", `0${NBSP}₽`],
    [50_000, "ru", `500${NBSP}₽`],
    [123_456_789_00, "ru", `123${NBSP}456${NBSP}789${NBSP}₽`],
    [-10_000, "ru", `-100${NBSP}₽`],
    [150_000, "en", "₽1,500"],
    [150_050, "en", "₽1,500.50"],
    [0, "en", "₽0"],
    [123_456_789_00, "en", "₽123,456,789"],
    [-10_050, "en", "-₽100.50"],
  ] as const)("%i kopecks in %s → %s", (kopecks, locale, expected) => {
    expect(formatRub(kopecks, locale)).toBe(expected);
  });

  it("reads back the amount it formats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (kopecks) => {
        const digits = formatRub(kopecks, "ru")
          .replace(/[^\d,]/g, "")
          .replace(",", ".");
        expect(rub(Number(digits))).toBe(kopecks);
      }),
    );
  });

  it("refuses a fractional kopeck", () => {
    expect(() => formatRub(10.5, "ru")).toThrow(InvalidInputError);
  });
});
