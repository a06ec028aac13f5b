import { describe, expect, it } from "vitest";
import { moscowDate, moscowDayRange } from "@reg/domain";
import { moscowAt } from "./moscow-at";

describe("Moscow days", () => {
  it("starts the day at 00:00 Moscow (21:00 UTC the evening before)", () => {
    expect(moscowDayRange(moscowDate(new Date("2026-06-15T20:59:59Z"))).start.toISOString()).toBe(
      "2026-06-14T21:00:00.000Z",
    );
    expect(moscowDayRange(moscowDate(new Date("2026-06-15T21:00:00Z"))).start.toISOString()).toBe(
      "2026-06-15T21:00:00.000Z",
    );
    expect(moscowDate(new Date("2026-06-15T21:30:00Z"))).toBe("2026-06-16");
  });

  it("bounds a day as [start, next start)", () => {
    const { start, end } = moscowDayRange(moscowDate(new Date("2026-01-01T00:00:00Z")));
    expect([start.toISOString(), end.toISOString()]).toEqual([
      "2025-12-31T21:00:00.000Z",
      "2026-01-01T21:00:00.000Z",
    ]);
  });

  it("places an instant by days and Moscow clock time", () => {
    const today = moscowDayRange(moscowDate(new Date("2026-06-15T09:00:00Z"))).start;
    expect(moscowAt(today, 45, 8).toISOString()).toBe("2026-07-30T05:00:00.000Z");
    expect(moscowAt(today, -1, 23, 59).toISOString()).toBe("2026-06-14T20:59:00.000Z");
  });
});
