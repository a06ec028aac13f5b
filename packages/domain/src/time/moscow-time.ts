import { toMillis, type Instant } from "./instant";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { Locale } from "../culture/locales";
import {
  addDays,
  type CalendarDay,
  formatIsoDate,
  isoWeekday,
  midnightMillis,
  parseCalendarDay,
  twoDigits,
  type WallClock,
  wallClockMillis,
} from "./calendar-day";

/** Times are stored in UTC and always shown in Moscow time (DESIGN.md), whatever the viewer's zone. */
export const MOSCOW_ZONE = "Europe/Moscow";
/** ISO weekday of the first column of a calendar: Monday (SPEC §9). */
export const WEEK_STARTS_ON = 1;
/** The Russian date as a Unicode (LDML) pattern (SPEC §9: DD.MM.YYYY). */
export const DATE_FORMAT = "dd.MM.yyyy";
export const TIME_FORMAT = "HH:mm";

/**
 * Month names, written out rather than taken from `Intl`, so every runtime prints the same words.
 * Russian needs the genitive after a day number ("5 марта") and the nominative alone ("Март").
 */
export const MONTH_NAMES = {
  ru: {
    nominative: [
      "Январь",
      "Февраль",
      "Март",
      "Апрель",
      "Май",
      "Июнь",
      "Июль",
      "Август",
      "Сентябрь",
      "Октябрь",
      "Ноябрь",
      "Декабрь",
    ],
    genitive: [
      "января",
      "февраля",
      "марта",
      "апреля",
      "мая",
      "июня",
      "июля",
      "августа",
      "сентября",
      "октября",
      "ноября",
      "декабря",
    ],
  },
  en: {
    nominative: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    genitive: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
  },
} as const satisfies Record<Locale, { nominative: readonly string[]; genitive: readonly string[] }>;

/** Short weekday names, Monday first. */
export const WEEKDAY_NAMES = {
  ru: ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
} as const satisfies Record<Locale, readonly string[]>;

// One formatter for the process: building an Intl.DateTimeFormat costs far more than using one,
// and these functions run for every row of the BFF's lists. Created on first use, so importing
// the domain costs nothing.
let moscowFormatter: Intl.DateTimeFormat | undefined;

function formatter(): Intl.DateTimeFormat {
  moscowFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: MOSCOW_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return moscowFormatter;
}

/** The Moscow wall clock at an epoch millisecond, read from the runtime's time-zone data. */
function intlWallClock(millis: number): WallClock {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter().formatToParts(millis)) {
    if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  // Some engines write midnight as 24 even with h23.
  if (fields.hour === 24) fields.hour = 0;
  return { ...fields, millisecond: ((millis % 1000) + 1000) % 1000 };
}

/** Moscow's offset from UTC at an epoch millisecond, from the time-zone data (slow: ~10 µs). */
function intlOffset(millis: number): number {
  const wholeSecond = millis - (((millis % 1000) + 1000) % 1000);
  return wallClockMillis({ ...intlWallClock(wholeSecond), millisecond: 0 }) - wholeSecond;
}

const HOUR_MS = 3_600_000;
/** Far more hours than a process's lists and forms touch; cleared whole when full. */
const OFFSET_CACHE_HOURS = 100_000;
const offsetByHour = new Map<number, number>();

/**
 * Moscow's offset from UTC at an epoch millisecond, in milliseconds (+3 h since 2014). Kept per
 * UTC hour: a list of events asks for the same few hours again and again, and Intl's answer costs
 * ~10 µs. An hour with a clock change inside it is never kept, so every instant stays exact.
 */
function moscowOffset(millis: number): number {
  const hour = Math.floor(millis / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const start = hour * HOUR_MS;
  const offset = intlOffset(start);
  if (intlOffset(start + HOUR_MS - 1000) !== offset) return intlOffset(millis);
  if (offsetByHour.size >= OFFSET_CACHE_HOURS) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/**
 * The Moscow wall clock at an epoch millisecond, from the runtime's time-zone data, so the
 * offsets Moscow had before 2014 (+4, summer time, +2 before 1930) come out right too.
 */
export function moscowWallClock(millis: number): WallClock {
  const wall = new Date(millis + moscowOffset(millis));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
  };
}

/** Moscow's standard offset today: the first guess of a wall clock's offset. */
const MOSCOW_OFFSET_GUESS = 3 * 3_600_000;

/**
 * The instant a Moscow wall clock (given as `wallClockMillis`) shows, by guessing the offset,
 * reading Moscow's actual offset at the guess, and correcting once. A wall clock that a clock
 * change skips resolves forward; one it repeats takes the guessed offset when that is one of the
 * two, else the earlier instant (as luxon did).
 */
function moscowWallToMillis(wall: number, guess = MOSCOW_OFFSET_GUESS): number {
  const first = wall - guess;
  const offset = moscowOffset(first);
  if (offset === guess) return first;
  const second = first - (offset - guess);
  const corrected = moscowOffset(second);
  if (corrected === offset) return second;
  return wall - Math.min(offset, corrected);
}

function inMoscow(instant: Instant): WallClock {
  return moscowWallClock(toMillis(instant));
}

function formatTime(moment: WallClock): string {
  return `${twoDigits(moment.hour)}:${twoDigits(moment.minute)}`;
}

function formatRussianDate(day: CalendarDay): string {
  return `${twoDigits(day.day)}.${twoDigits(day.month)}.${String(day.year).padStart(4, "0")}`;
}

/** "05.03.2025" */
export function formatMoscowDate(instant: Instant): string {
  return formatRussianDate(inMoscow(instant));
}

/** "05.03.2025 09:30" */
export function formatMoscowDateTime(instant: Instant): string {
  const moment = inMoscow(instant);
  return `${formatRussianDate(moment)} ${formatTime(moment)}`;
}

/** "09:30" */
export function formatMoscowTime(instant: Instant): string {
  return formatTime(inMoscow(instant));
}

/** ru "5 марта 2025", en "5 March 2025". */
export function formatMoscowLongDate(instant: Instant, locale: Locale): string {
  const moment = inMoscow(instant);
  return `${moment.day} ${MONTH_NAMES[locale].genitive[moment.month - 1]} ${moment.year}`;
}

/** The Moscow calendar day of an instant as "YYYY-MM-DD" (the "today" tab compares these). */
export function moscowDate(instant: Instant): string {
  return formatIsoDate(inMoscow(instant));
}

export function isSameMoscowDay(a: Instant, b: Instant): boolean {
  return moscowDate(a) === moscowDate(b);
}

/** The Monday that starts the Moscow week of an instant, as "YYYY-MM-DD". */
export function startOfMoscowWeek(instant: Instant): string {
  const day = inMoscow(instant);
  return formatIsoDate(addDays(day, -((isoWeekday(day) - WEEK_STARTS_ON + 7) % 7)));
}

/** The instant Moscow's calendar day starts (its midnight, or the first moment after a skipped one). */
export function moscowStartOfDay(day: CalendarDay): Date {
  return new Date(moscowWallToMillis(midnightMillis(day)));
}

/** The UTC instants a Moscow calendar day runs between: `start` inclusive, `end` exclusive. */
export function moscowDayRange(date: string): { start: Date; end: Date } {
  const day = parseCalendarDay(date);
  if (!day) throw new InvalidInputError(`Not a YYYY-MM-DD date: "${date}"`);
  return { start: moscowStartOfDay(day), end: moscowStartOfDay(addDays(day, 1)) };
}

/**
 * The same Moscow wall-clock time a number of calendar days later (a day is not always 24 hours
 * where the clocks change).
 */
export function addMoscowDays(instant: Instant, days: number): Date {
  const millis = toMillis(instant);
  const offset = moscowOffset(millis);
  const wall = wallClockMillis(moscowWallClock(millis)) + days * 86_400_000;
  return new Date(moscowWallToMillis(wall, offset));
}

/**
 * A calendar day as the interface's language writes it: Russian by SPEC §9 ("05.03.2025"),
 * English as Intl's en-US medium date ("Mar 5, 2025"), spelled out here so every runtime agrees.
 */
export function formatDayIn(day: CalendarDay, locale: Locale): string {
  if (locale === "ru") return formatRussianDate(day);
  return `${MONTH_NAMES.en.nominative[day.month - 1]?.slice(0, 3)} ${day.day}, ${day.year}`;
}

/** ru "05.03.2025", en "Mar 5, 2025" (the Moscow day of the instant). */
export function formatMoscowDateIn(instant: Instant, locale: Locale): string {
  return formatDayIn(inMoscow(instant), locale);
}

/** ru "05.03.2025 09:30", en "Mar 5, 2025, 09:30" (Moscow time). */
export function formatMoscowDateTimeIn(instant: Instant, locale: Locale): string {
  const moment = inMoscow(instant);
  const time = formatTime(moment);
  return locale === "ru"
    ? `${formatDayIn(moment, locale)} ${time}`
    : `${formatDayIn(moment, locale)}, ${time}`;
}

/** A calendar date of the wire ("2026-05-17") in the interface's language; anything else as is. */
export function formatCalendarDateIn(date: string, locale: Locale): string {
  const day = parseCalendarDay(date);
  return day ? formatDayIn(day, locale) : date;
}
