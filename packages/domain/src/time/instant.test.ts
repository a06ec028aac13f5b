import { describe, expect, it } from "vitest";
import { toDate, toMillis } from "./instant";
import { InvalidInputError } from "../errors/invalid-input-error";

describe("toMillis", () => {
  it("reads Dates and ISO strings with a zone as the same instant", () => {
    const fromString = toMillis("2025-03-05T12:00:00+03:00");
    expect(fromString).toBe(Date.UTC(2025, 2, 5, 9));
    expect(toMillis(new Date(Date.UTC(2025, 2, 5, 9)))).toBe(fromString);
    expect(toDate("2025-03-05T09:00:00Z").toISOString()).toBe("2025-03-05T09:00:00.000Z");
  });

  it("refuses strings with no zone, garbage and Invalid Date", () => {
    expect(() => toMillis("2025-03-05T12:00:00")).toThrow(InvalidInputError);
    expect(() => toMillis("yesterday")).toThrow(InvalidInputError);
    expect(() => toMillis("2025-02-30T00:00:00Z")).toThrow(InvalidInputError);
    expect(() => toMillis(new Date(Number.NaN))).toThrow(InvalidInputError);
  });

  it("labels the error for servers to answer 400", () => {
    expect(() => toMillis("nope")).toThrow(
      expect.objectContaining({ code: "VALIDATION_FAILED", name: "InvalidInputError" }),
    );
  });

  it("reads the ISO forms luxon read: offsets, fractions, basic format, midnight as 24:00", () => {
    expect(toMillis("2025-03-05T09:00:00.123Z")).toBe(Date.UTC(2025, 2, 5, 9, 0, 0, 123));
    expect(toMillis("2025-03-05T09:00:00.9999Z")).toBe(Date.UTC(2025, 2, 5, 9, 0, 0, 999));
    expect(toMillis("2025-03-05T09:00:00,5Z")).toBe(Date.UTC(2025, 2, 5, 9, 0, 0, 500));
    expect(toMillis("2025-03-05T12:00:00+0300")).toBe(Date.UTC(2025, 2, 5, 9));
    expect(toMillis("2025-03-05T12:00+03")).toBe(Date.UTC(2025, 2, 5, 9));
    expect(toMillis("2025-03-05T09:00:00-00:30")).toBe(Date.UTC(2025, 2, 5, 9, 30));
    expect(toMillis("20250305T090000Z")).toBe(Date.UTC(2025, 2, 5, 9));
    expect(toMillis("2025-03-05t09:00:00z")).toBe(Date.UTC(2025, 2, 5, 9));
    expect(toMillis("2025-03-05T24:00:00Z")).toBe(Date.UTC(2025, 2, 6));
    expect(toMillis("+002025-03-05T09:00:00Z")).toBe(Date.UTC(2025, 2, 5, 9));
    expect(toDate("0050-03-05T09:00:00Z").getUTCFullYear()).toBe(50);
    expect(toDate("2025-03-05T09:00:00Z")).toBeInstanceOf(Date);
  });

  it("refuses times and dates that do not exist, and what is not ISO 8601", () => {
    for (const text of [
      "2025-03-05T24:00:01Z",
      "2025-03-05T09:60:00Z",
      "2025-03-05T09:00:60Z",
      "2025-13-01T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "2025-03-05 09:00:00Z",
      "2025-03-05Z",
      "Wed, 05 Mar 2025 09:00:00 +0300",
      "",
    ]) {
      expect(() => toMillis(text), text).toThrow(InvalidInputError);
    }
    expect(toMillis("2024-02-29T00:00:00Z")).toBe(Date.UTC(2024, 1, 29));
  });
});
