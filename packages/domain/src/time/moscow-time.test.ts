import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  addMoscowDays,
  formatDayIn,
  formatMoscowDate,
  formatMoscowDateTime,
  formatMoscowLongDate,
  formatMoscowTime,
  isSameMoscowDay,
  MONTH_NAMES,
  moscowDate,
  moscowDayRange,
  moscowStartOfDay,
  moscowWallClock,
  startOfMoscowWeek,
  WEEK_STARTS_ON,
  WEEKDAY_NAMES,
  formatCalendarDateIn,
  formatMoscowDateIn,
  formatMoscowDateTimeIn,
} from "./moscow-time";

describe("Moscow formatting", () => {
  it("shows UTC instants in Moscow time as DD.MM.YYYY and HH:mm", () => {
    expect(formatMoscowDate("2025-03-05T09:30:00Z")).toBe("05.03.2025");
    expect(formatMoscowDateTime("2025-03-05T09:30:00Z")).toBe("05.03.2025 12:30");
    expect(formatMoscowTime(new Date("2025-03-05T21:05:00Z"))).toBe("00:05");
  });

  it("moves late UTC evenings to the next Moscow day", () => {
    expect(formatMoscowDate("2024-12-31T21:00:00Z")).toBe("01.01.2025");
    expect(formatMoscowDate("2024-12-31T20:59:59Z")).toBe("31.12.2024");
  });

  it("writes the long form with ru genitive and en month names", () => {
    expect(formatMoscowLongDate("2025-03-05T09:30:00Z", "ru")).toBe("5 марта 2025");
    expect(formatMoscowLongDate("2025-03-05T09:30:00Z", "en")).toBe("5 March 2025");
    expect(formatMoscowLongDate("2025-05-31T22:00:00Z", "ru")).toBe("1 июня 2025");
  });

  it("has twelve months and seven weekdays, Monday first", () => {
    for (const locale of ["ru", "en"] as const) {
      expect(MONTH_NAMES[locale].nominative).toHaveLength(12);
      expect(MONTH_NAMES[locale].genitive).toHaveLength(12);
      expect(WEEKDAY_NAMES[locale]).toHaveLength(7);
    }
    expect(WEEKDAY_NAMES.ru[0]).toBe("Пн");
    expect(WEEK_STARTS_ON).toBe(1);
  });
});

describe("Moscow days", () => {
  it("gives the Moscow calendar day", () => {
    expect(moscowDate("2025-06-14T21:30:00Z")).toBe("2025-06-15");
    expect(moscowDate("2025-06-14T20:59:59.999Z")).toBe("2025-06-14");
  });

  it("compares days in Moscow, not in UTC", () => {
    expect(isSameMoscowDay("2025-06-14T21:30:00Z", "2025-06-15T20:00:00Z")).toBe(true);
    expect(isSameMoscowDay("2025-06-14T20:30:00Z", "2025-06-14T21:30:00Z")).toBe(false);
  });

  it("starts weeks on Monday", () => {
    expect(startOfMoscowWeek("2025-03-05T09:00:00Z")).toBe("2025-03-03"); // Wednesday
    expect(startOfMoscowWeek("2025-03-09T20:00:00Z")).toBe("2025-03-03"); // Sunday 23:00 Moscow
    expect(startOfMoscowWeek("2025-03-09T21:00:00Z")).toBe("2025-03-10"); // Monday 00:00 Moscow
  });

  it("bounds a Moscow day in UTC", () => {
    const range = moscowDayRange("2025-06-15");
    expect(range.start.toISOString()).toBe("2025-06-14T21:00:00.000Z");
    expect(range.end.toISOString()).toBe("2025-06-15T21:00:00.000Z");
    expect(() => moscowDayRange("2025-02-30")).toThrow(InvalidInputError);
    expect(() => moscowDayRange("15.06.2025")).toThrow(InvalidInputError);
  });

  it("puts every instant inside the range of its own Moscow day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (date) => {
          const { start, end } = moscowDayRange(moscowDate(date));
          expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
          expect(date.getTime()).toBeLessThan(end.getTime());
        },
      ),
    );
  });
});

describe("dates in the interface's language (issue 12 item 16)", () => {
  it("writes Russian dates by SPEC §9 and English ones as Intl en-US does", () => {
    const instant = "2026-06-14T06:30:00Z";
    expect(formatMoscowDateIn(instant, "ru")).toBe("14.06.2026");
    expect(formatMoscowDateIn(instant, "en")).toBe("Jun 14, 2026");
    expect(formatMoscowDateIn(instant, "en")).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "Europe/Moscow" }).format(
        new Date(instant),
      ),
    );
    expect(formatMoscowDateTimeIn(instant, "ru")).toBe("14.06.2026 09:30");
    expect(formatMoscowDateTimeIn(instant, "en")).toBe("Jun 14, 2026, 09:30");
    expect(formatCalendarDateIn("2026-09-03", "en")).toBe("Sep 3, 2026");
    expect(formatCalendarDateIn("2026-09-03", "ru")).toBe("03.09.2026");
    expect(formatCalendarDateIn("soon", "en")).toBe("soon");
  });
});

describe("Moscow time from Intl, without luxon (docs/decisions/0023)", () => {
  it("reads the offsets Moscow had before 2014: +4 all year in 2012, +3 and +4 in 2010", () => {
    expect(formatMoscowDateTime("2012-01-15T20:00:00Z")).toBe("16.01.2012 00:00");
    expect(formatMoscowDateTime("2010-01-15T20:00:00Z")).toBe("15.01.2010 23:00");
    expect(formatMoscowDateTime("2010-07-15T20:00:00Z")).toBe("16.07.2010 00:00");
    expect(moscowDate("1995-12-31T21:00:00Z")).toBe("1996-01-01");
    expect(moscowWallClock(Date.UTC(1985, 6, 1, 8, 15, 30, 250))).toEqual({
      year: 1985,
      month: 7,
      day: 1,
      hour: 12,
      minute: 15,
      second: 30,
      millisecond: 250,
    });
  });

  it("turns the day at 21:00 UTC since 2014, at 20:00 UTC while Moscow kept +4", () => {
    expect(moscowDate("2025-01-01T20:59:59.999Z")).toBe("2025-01-01");
    expect(moscowDate("2025-01-01T21:00:00.000Z")).toBe("2025-01-02");
    expect(formatMoscowTime("2025-01-01T21:00:00Z")).toBe("00:00");
    expect(moscowDate("2012-06-15T19:59:59.999Z")).toBe("2012-06-15");
    expect(moscowDate("2012-06-15T20:00:00.000Z")).toBe("2012-06-16");
  });

  it("bounds Moscow days of other offsets, and the 23-hour day summer time began", () => {
    expect(moscowDayRange("2012-06-15").start.toISOString()).toBe("2012-06-14T20:00:00.000Z");
    expect(moscowDayRange("2010-01-15").start.toISOString()).toBe("2010-01-14T21:00:00.000Z");
    const springForward = moscowDayRange("2010-03-28");
    expect(springForward.start.toISOString()).toBe("2010-03-27T21:00:00.000Z");
    expect(springForward.end.toISOString()).toBe("2010-03-28T20:00:00.000Z");
    expect(moscowStartOfDay({ year: 2025, month: 6, day: 15 }).toISOString()).toBe(
      "2025-06-14T21:00:00.000Z",
    );
  });

  it("adds calendar days at the same Moscow wall-clock time across a clock change", () => {
    expect(addMoscowDays("2010-03-20T09:00:00Z", 14).toISOString()).toBe(
      "2010-04-03T08:00:00.000Z",
    );
    expect(addMoscowDays("2025-03-05T09:30:00Z", 14).toISOString()).toBe(
      "2025-03-19T09:30:00.000Z",
    );
  });

  it("refuses what is not a day or an instant", () => {
    for (const date of ["2025-13-01", "2023-02-29", "2025-6-1", "", "2025-06-15T00:00:00Z"]) {
      expect(() => moscowDayRange(date), date).toThrow(InvalidInputError);
    }
    expect(moscowDayRange("2024-02-29").start.toISOString()).toBe("2024-02-28T21:00:00.000Z");
    expect(() => moscowDate("2025-06-15T12:00:00")).toThrow(InvalidInputError);
    expect(() => formatMoscowDate(new Date(Number.NaN))).toThrow(InvalidInputError);
    expect(() => addMoscowDays("soon", 1)).toThrow(InvalidInputError);
    expect(formatCalendarDateIn("2025-02-30", "ru")).toBe("2025-02-30");
  });

  it("formats a plain calendar day", () => {
    expect(formatDayIn({ year: 2025, month: 3, day: 5 }, "ru")).toBe("05.03.2025");
    expect(formatDayIn({ year: 2025, month: 3, day: 5 }, "en")).toBe("Mar 5, 2025");
  });
});

describe("Moscow's offset, kept per hour", () => {
  const direct = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Moscow",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  /** The wall clock straight from Intl, without the domain's cache. */
  function wallFromIntl(millis: number) {
    const parts = new Map(
      direct.formatToParts(millis).map((part) => [part.type, Number(part.value)]),
    );
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.get(type) ?? Number.NaN;
    return {
      year: part("year"),
      month: part("month"),
      day: part("day"),
      hour: part("hour") % 24,
      minute: part("minute"),
      second: part("second"),
    };
  }
  const withoutMillis = (millis: number) => {
    const { millisecond: _millisecond, ...wall } = moscowWallClock(millis);
    return wall;
  };

  it("agrees with Intl at any instant from 1880 to 2100, asked twice (the second from the cache)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1880, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (millis) => {
          const expected = wallFromIntl(millis - (((millis % 1000) + 1000) % 1000));
          expect(withoutMillis(millis)).toEqual(expected);
          expect(withoutMillis(millis)).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("stays exact through the hours a clock change falls inside, minute by minute", () => {
    // Moscow's early offsets had seconds in them (+2:30:17), so some changes fall mid-hour.
    let checked = 0;
    for (let hour = Date.UTC(1916, 0, 1); hour < Date.UTC(1932, 0, 1); hour += 3_600_000) {
      const start = wallFromIntl(hour);
      const end = wallFromIntl(hour + 3_599_000);
      const span =
        Date.UTC(end.year, end.month - 1, end.day, end.hour, end.minute, end.second) -
        Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute, start.second);
      if (span === 3_599_000) continue;
      for (let millis = hour; millis < hour + 3_600_000; millis += 60_000) {
        expect(withoutMillis(millis)).toEqual(wallFromIntl(millis));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
