import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./calendar-date";

describe("isCalendarDate", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["1900-02-29", false],
    ["2000-02-29", true],
    ["2025-04-30", true],
    ["2025-04-31", false],
    ["2025-00-10", false],
    ["2025-12-00", false],
    ["1900-01-01", true],
    ["1899-12-31", false],
    ["2025-1-01", false],
    ["2025-01-01T00:00:00Z", false],
    [" 2025-01-01", false],
  ])("%s → %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
