import { DateTime } from "luxon";

/** Business days are Moscow days (UTC+3 all year), whatever the server's time zone. */
export const MOSCOW_ZONE = "Europe/Moscow";

/** Midnight (Moscow) of the day `instant` falls on, as a UTC instant. */
export function moscowDayStart(instant: Date): Date {
  return DateTime.fromJSDate(instant, { zone: MOSCOW_ZONE }).startOf("day").toJSDate();
}

/** [start, end) of the Moscow day `instant` falls on. */
export function moscowDayBounds(instant: Date): { start: Date; end: Date } {
  const start = DateTime.fromJSDate(instant, { zone: MOSCOW_ZONE }).startOf("day");
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/** An instant given as a Moscow calendar offset from a day start: `days` days later at `hour`:`minute`. */
export function moscowAt(dayStart: Date, days: number, hour = 0, minute = 0): Date {
  return DateTime.fromJSDate(dayStart, { zone: MOSCOW_ZONE })
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 })
    .toJSDate();
}

/** Whole Moscow calendar days from the day of `from` to the day of `to` (0 = same day). */
export function moscowDaysBetween(from: Date, to: Date): number {
  const a = DateTime.fromJSDate(from, { zone: MOSCOW_ZONE }).startOf("day");
  const b = DateTime.fromJSDate(to, { zone: MOSCOW_ZONE }).startOf("day");
  return Math.round(b.diff(a, "days").days);
}

/** The Moscow calendar date (YYYY-MM-DD) of an instant. */
export function moscowIsoDate(instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: MOSCOW_ZONE }).toISODate() ?? "";
}
