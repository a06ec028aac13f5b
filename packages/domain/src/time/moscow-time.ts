import { DateTime } from "luxon";
import { toDateTime, type Instant } from "./instant";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { Locale } from "../culture/locales";
import { defined } from "../errors/defined";

/** Times are stored in UTC and always shown in Moscow time (DESIGN.md), whatever the viewer's zone. */
export const MOSCOW_ZONE = "Europe/Moscow";
/** ISO weekday of the first column of a calendar: Monday (SPEC §9). */
export const WEEK_STARTS_ON = 1;
/** luxon format tokens of the Russian date (SPEC §9: DD.MM.YYYY). */
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

function inMoscow(instant: Instant): DateTime {
  return toDateTime(instant).setZone(MOSCOW_ZONE);
}

/** "05.03.2025" */
export function formatMoscowDate(instant: Instant): string {
  return inMoscow(instant).toFormat(DATE_FORMAT);
}

/** "05.03.2025 09:30" */
export function formatMoscowDateTime(instant: Instant): string {
  return inMoscow(instant).toFormat(`${DATE_FORMAT} ${TIME_FORMAT}`);
}

/** "09:30" */
export function formatMoscowTime(instant: Instant): string {
  return inMoscow(instant).toFormat(TIME_FORMAT);
}

/** ru "5 марта 2025", en "5 March 2025". */
export function formatMoscowLongDate(instant: Instant, locale: Locale): string {
  const moment = inMoscow(instant);
  return `${moment.day} ${MONTH_NAMES[locale].genitive[moment.month - 1]} ${moment.year}`;
}

/** The Moscow calendar day of an instant as "YYYY-MM-DD" (the "today" tab compares these). */
export function moscowDate(instant: Instant): string {
  return defined(inMoscow(instant).toISODate());
}

export function isSameMoscowDay(a: Instant, b: Instant): boolean {
  return moscowDate(a) === moscowDate(b);
}

/** The Monday that starts the Moscow week of an instant, as "YYYY-MM-DD". */
export function startOfMoscowWeek(instant: Instant): string {
  const moment = inMoscow(instant);
  return defined(moment.minus({ days: (moment.weekday - WEEK_STARTS_ON + 7) % 7 }).toISODate());
}

/** The UTC instants a Moscow calendar day runs between: `start` inclusive, `end` exclusive. */
export function moscowDayRange(date: string): { start: Date; end: Date } {
  const day = DateTime.fromISO(date, { zone: MOSCOW_ZONE });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !day.isValid)
    throw new InvalidInputError(`Not a YYYY-MM-DD date: "${date}"`);
  return {
    start: day.startOf("day").toJSDate(),
    end: day.plus({ days: 1 }).startOf("day").toJSDate(),
  };
}

/**
 * A calendar day as the interface's language writes it: Russian by SPEC §9 ("05.03.2025"),
 * English as Intl's en-US medium date ("Mar 5, 2025"), spelled out here so every runtime agrees.
 */
export function formatDayIn(day: DateTime, locale: Locale): string {
  if (locale === "ru") return day.toFormat(DATE_FORMAT);
  return `${MONTH_NAMES.en.nominative[day.month - 1]?.slice(0, 3)} ${day.day}, ${day.year}`;
}

/** ru "05.03.2025", en "Mar 5, 2025" (the Moscow day of the instant). */
export function formatMoscowDateIn(instant: Instant, locale: Locale): string {
  return formatDayIn(inMoscow(instant), locale);
}

/** ru "05.03.2025 09:30", en "Mar 5, 2025, 09:30" (Moscow time). */
export function formatMoscowDateTimeIn(instant: Instant, locale: Locale): string {
  const moment = inMoscow(instant);
  const time = moment.toFormat(TIME_FORMAT);
  return locale === "ru"
    ? `${formatDayIn(moment, locale)} ${time}`
    : `${formatDayIn(moment, locale)}, ${time}`;
}

/** A calendar date of the wire ("2026-05-17") in the interface's language; anything else as is. */
export function formatCalendarDateIn(date: string, locale: Locale): string {
  const day = DateTime.fromISO(date, { zone: "utc" });
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && day.isValid ? formatDayIn(day, locale) : date;
}
