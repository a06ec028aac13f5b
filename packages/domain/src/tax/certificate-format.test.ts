import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  formatCertificateAmount,
  formatCertificateDate,
  formatCertificateNumber,
  formatCorrectionNumber,
  nextCertificateNumber,
  nextCorrectionNumber,
  samePersonFlag,
} from "./certificate-format";

describe("certificate numbers", () => {
  it("counts per organizer and year from 1, past the largest taken", () => {
    expect(nextCertificateNumber([])).toBe(1);
    expect(nextCertificateNumber([1, 2, 3])).toBe(4);
    expect(nextCertificateNumber([5, 2])).toBe(6);
    expect(formatCertificateNumber(1)).toBe("1");
    expect(formatCertificateNumber(27)).toBe("27");
    expect(formatCertificateNumber(999_999_999_999)).toBe("999999999999");
  });

  it("refuses numbers that cannot be", () => {
    expect(() => formatCertificateNumber(0)).toThrow(InvalidInputError);
    expect(() => formatCertificateNumber(1.5)).toThrow(InvalidInputError);
    expect(() => formatCertificateNumber(1_000_000_000_000)).toThrow(InvalidInputError);
    expect(() => nextCertificateNumber([-1])).toThrow(InvalidInputError);
    expect(() => nextCertificateNumber([999_999_999_999])).toThrow(InvalidInputError);
  });
});

describe("correction numbers", () => {
  it("are three digits from 000", () => {
    expect(formatCorrectionNumber(0)).toBe("000");
    expect(formatCorrectionNumber(1)).toBe("001");
    expect(formatCorrectionNumber(42)).toBe("042");
    expect(formatCorrectionNumber(999)).toBe("999");
    expect(nextCorrectionNumber(0)).toBe(1);
    expect(nextCorrectionNumber(1)).toBe(2);
  });

  it("stop at 999", () => {
    expect(() => nextCorrectionNumber(999)).toThrow(InvalidInputError);
    expect(() => formatCorrectionNumber(1000)).toThrow(InvalidInputError);
    expect(() => formatCorrectionNumber(-1)).toThrow(InvalidInputError);
  });
});

describe("formatCertificateAmount", () => {
  it.each([
    [0, "0,00"],
    [5, "0,05"],
    [100, "1,00"],
    [150_050, "1 500,50"],
    [12_345_678, "123 456,78"],
    [100_000_000, "1 000 000,00"],
    [99_999, "999,99"],
  ])("%i kopecks read %j", (kopecks, text) => {
    expect(formatCertificateAmount(kopecks)).toBe(text);
  });

  it("groups with a plain space, never a no-break one", () => {
    const text = formatCertificateAmount(12_345_678);
    expect(text).not.toMatch(/[\u00A0\u202F]/);
    expect([...text].filter((c) => c === " ")).toHaveLength(1);
  });

  it("refuses fractions of a kopeck and negative amounts", () => {
    expect(() => formatCertificateAmount(1.5)).toThrow(InvalidInputError);
    expect(() => formatCertificateAmount(-100)).toThrow(InvalidInputError);
  });
});

describe("the same-person flag and dates", () => {
  it("is 1 for the taxpayer's own services, 0 for another's", () => {
    expect(samePersonFlag("p1", "p1")).toBe("1");
    expect(samePersonFlag("p1", "child")).toBe("0");
  });

  it("writes dates day first", () => {
    expect(formatCertificateDate({ year: 2024, month: 3, day: 5 })).toBe("05.03.2024");
    expect(formatCertificateDate({ year: 2024, month: 12, day: 31 })).toBe("31.12.2024");
  });
});
