import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  formatIsoDate,
  isoWeekday,
  parseCalendarDay,
  wallClockMillis,
} from "./calendar-day";

describe("calendar days", () => {
  it("parses only YYYY-MM-DD days that exist", () => {
    expect(parseCalendarDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDay("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    for (const text of ["2023-02-29", "1900-02-29", "2025-04-31", "2025-00-10", "2025-1-1", "x"]) {
      expect(parseCalendarDay(text), text).toBeNull();
    }
  });

  it("counts and adds days across months, years and leap days", () => {
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({
      year: 2025,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
    expect(daysBetween({ year: 2024, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBe(
      366,
    );
    expect(daysBetween({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 1, day: 1 })).toBe(
      -1,
    );
  });

  it("names ISO weekdays and writes ISO dates, years before 100 included", () => {
    expect(isoWeekday({ year: 2025, month: 3, day: 3 })).toBe(1);
    expect(isoWeekday({ year: 2025, month: 3, day: 9 })).toBe(7);
    expect(formatIsoDate({ year: 50, month: 3, day: 5 })).toBe("0050-03-05");
    expect(new Date(wallClockMillis({ year: 50, month: 3, day: 5 })).getUTCFullYear()).toBe(50);
  });
});
