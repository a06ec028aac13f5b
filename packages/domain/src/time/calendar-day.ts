/** A day of the proleptic Gregorian calendar, no zone attached; `month` and `day` count from 1. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** A wall-clock reading: a calendar day and a time of day, no zone attached. */
export interface WallClock extends CalendarDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

export const DAY_MS = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidCalendarDay(day: CalendarDay): boolean {
  return (
    Number.isInteger(day.year) &&
    Number.isInteger(day.month) &&
    Number.isInteger(day.day) &&
    day.month >= 1 &&
    day.month <= 12 &&
    day.day >= 1 &&
    day.day <= daysInMonth(day.year, day.month)
  );
}

/**
 * The wall clock read as if it were UTC, in epoch milliseconds. Out-of-range fields roll over
 * (hour 24 is the next midnight, day 0 the month's eve), so day arithmetic is plain addition.
 */
export function wallClockMillis(wall: CalendarDay & Partial<WallClock>): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps the years 0–99 as they are instead of reading 19xx.
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0, wall.millisecond ?? 0);
  return date.getTime();
}

// Only the day's fields count: a WallClock passed as a CalendarDay keeps its time of day otherwise.
export function midnightMillis(day: CalendarDay): number {
  return wallClockMillis({ year: day.year, month: day.month, day: day.day });
}

/** The calendar day of an epoch millisecond read in UTC. */
export function calendarDayAt(millis: number): CalendarDay {
  const date = new Date(millis);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Adds whole days to a calendar day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return calendarDayAt(midnightMillis(day) + days * DAY_MS);
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(day: CalendarDay): number {
  return new Date(midnightMillis(day)).getUTCDay() || 7;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((midnightMillis(to) - midnightMillis(from)) / DAY_MS);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

/** "2025-03-05" (four-digit years; the signed six-digit form of ISO 8601 outside 0–9999). */
export function formatIsoDate(day: CalendarDay): string {
  const year =
    day.year >= 0 && day.year <= 9999
      ? pad(day.year, 4)
      : `${day.year < 0 ? "-" : "+"}${pad(Math.abs(day.year), 6)}`;
  return `${year}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A strict "YYYY-MM-DD" that exists in the calendar ("2025-02-30" does not), or null. */
export function parseCalendarDay(text: string): CalendarDay | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDay(day) ? day : null;
}

/** Formats a number to two digits, for the time fields of a wall clock. */
export function twoDigits(value: number): string {
  return pad(value, 2);
}
