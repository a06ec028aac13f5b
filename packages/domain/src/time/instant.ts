import { InvalidInputError } from "../errors/invalid-input-error";
import { isValidCalendarDay, wallClockMillis } from "./calendar-day";

/** A point in time: a Date, or an ISO-8601 string that names its zone (the wire sends UTC). */
export type Instant = Date | string;

// Without an explicit zone the same string means different instants on a server and in a browser.
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * ISO 8601 calendar date and time with a zone, extended or basic: the forms luxon's `fromISO`
 * read before (docs/decisions/0023). `Date.parse` is not used: it accepts more than ISO and each
 * engine differs on what.
 */
const ISO_INSTANT =
  /^([+-]\d{6}|\d{4})(?:-?(\d{2})(?:-?(\d{2}))?)?T(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d{1,30}))?)?)?(?:(Z)|([+-]\d{2})(?::?(\d{2}))?)$/i;

function parseIsoInstant(text: string): number | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, , offsetHour, offsetMinute] = match;
  const wall = {
    year: Number(year),
    month: month === undefined ? 1 : Number(month),
    day: day === undefined ? 1 : Number(day),
    hour: Number(hour),
    minute: minute === undefined ? 0 : Number(minute),
    second: second === undefined ? 0 : Number(second),
    // Milliseconds are the fraction truncated, as luxon reads them (".9999" is 999 ms).
    millisecond: fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000),
  };
  const midnightAfter =
    wall.hour === 24 && wall.minute === 0 && wall.second === 0 && wall.millisecond === 0;
  if (
    !isValidCalendarDay(wall) ||
    (wall.hour > 23 && !midnightAfter) ||
    wall.minute > 59 ||
    wall.second > 59
  )
    return null;
  let offsetMinutes = 0;
  if (offsetHour !== undefined) {
    const hours = Number(offsetHour);
    const minutes = offsetMinute === undefined ? 0 : Number(offsetMinute);
    offsetMinutes = hours * 60 + (offsetHour.startsWith("-") ? -minutes : minutes);
  }
  const millis = wallClockMillis(wall) - offsetMinutes * 60_000;
  return Number.isNaN(millis) ? null : millis;
}

/** The instant in epoch milliseconds; a zone-less, unparsable or invalid value throws. */
export function toMillis(instant: Instant): number {
  if (instant instanceof Date) {
    const millis = instant.getTime();
    if (Number.isNaN(millis)) throw new InvalidInputError("Invalid Date");
    return millis;
  }
  if (!HAS_ZONE.test(instant)) throw new InvalidInputError(`Instant without a zone: "${instant}"`);
  const millis = parseIsoInstant(instant);
  if (millis === null) throw new InvalidInputError(`Not an ISO-8601 instant: "${instant}"`);
  return millis;
}

/** The instant as a new Date, validated as `toMillis` does. */
export function toDate(instant: Instant): Date {
  return new Date(toMillis(instant));
}
