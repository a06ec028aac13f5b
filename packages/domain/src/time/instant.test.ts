import { describe, expect, it } from "vitest";
import { toDate, toDateTime } from "./instant";
import { InvalidInputError } from "../errors/invalid-input-error";

describe("toDateTime", () => {
  it("reads Dates and ISO strings with a zone as the same instant", () => {
    const fromString = toDateTime("2025-03-05T12:00:00+03:00");
    expect(fromString.toMillis()).toBe(Date.UTC(2025, 2, 5, 9));
    expect(toDateTime(new Date(Date.UTC(2025, 2, 5, 9))).toMillis()).toBe(fromString.toMillis());
    expect(toDate("2025-03-05T09:00:00Z").toISOString()).toBe("2025-03-05T09:00:00.000Z");
  });

  it("refuses strings with no zone, garbage and Invalid Date", () => {
    expect(() => toDateTime("2025-03-05T12:00:00")).toThrow(InvalidInputError);
    expect(() => toDateTime("yesterday")).toThrow(InvalidInputError);
    expect(() => toDateTime("2025-02-30T00:00:00Z")).toThrow(InvalidInputError);
    expect(() => toDateTime(new Date(Number.NaN))).toThrow(InvalidInputError);
  });

  it("labels the error for servers to answer 400", () => {
    expect(() => toDateTime("nope")).toThrow(
      expect.objectContaining({ code: "VALIDATION_FAILED", name: "InvalidInputError" }),
    );
  });
});
