import { describe, expect, it } from "vitest";
import { isMyRegistrationPast } from "./my-registration-past";

const startingAt = (startsAt: string) => ({ race: { startsAt } });

describe("isMyRegistrationPast", () => {
  it("is past once the race has started, upcoming until then", () => {
    const now = "2025-06-01T09:00:00Z";
    expect(isMyRegistrationPast(startingAt("2024-10-06T07:00:00Z"), now)).toBe(true);
    expect(isMyRegistrationPast(startingAt("2025-06-01T08:59:59.999Z"), now)).toBe(true);
    expect(isMyRegistrationPast(startingAt("2025-06-01T09:00:00.001Z"), now)).toBe(false);
    expect(isMyRegistrationPast(startingAt("2026-04-21T06:00:00Z"), now)).toBe(false);
  });

  it("keeps a race starting this very moment upcoming, as core's list order does", () => {
    expect(
      isMyRegistrationPast(startingAt("2025-06-01T12:00:00+03:00"), "2025-06-01T09:00:00Z"),
    ).toBe(false);
  });

  it("compares instants, not wall clocks: a Moscow start against a UTC now", () => {
    // 10:00 in Moscow is 07:00 UTC: started at 08:00 UTC, although "10" reads later than "08".
    expect(
      isMyRegistrationPast(
        startingAt("2025-06-01T10:00:00+03:00"),
        new Date("2025-06-01T08:00:00Z"),
      ),
    ).toBe(true);
  });
});
