import { describe, expect, it } from "vitest";
import { moscowDaysBetween } from "./service";

describe("Moscow days", () => {
  it("counts calendar days, not 24-hour spans", () => {
    expect(
      moscowDaysBetween(new Date("2026-06-15T20:00:00Z"), new Date("2026-06-15T21:00:00Z")),
    ).toBe(1);
    expect(
      moscowDaysBetween(new Date("2026-06-15T06:00:00Z"), new Date("2026-06-15T20:00:00Z")),
    ).toBe(0);
    expect(
      moscowDaysBetween(new Date("2026-06-15T09:00:00Z"), new Date("2026-06-10T09:00:00Z")),
    ).toBe(-5);
  });
});
