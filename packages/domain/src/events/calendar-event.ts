import { toMillis, type Instant } from "../time/instant";
import { MOSCOW_ZONE, moscowWallClock } from "../time/moscow-time";
import { twoDigits, type WallClock } from "../time/calendar-day";

/** One event of an .ics file: the race a person registered for. */
export interface CalendarEventInput {
  /** Stable across downloads, so a second import updates the entry instead of adding one. */
  readonly uid: string;
  readonly title: string;
  readonly startsAt: Instant;
  /** The end; when it is not after the start, the event lasts DEFAULT_EVENT_HOURS. */
  readonly endsAt: Instant | null;
  readonly location: string;
  readonly description: string;
  /** When the file was made (DTSTAMP). */
  readonly stampedAt: Instant;
}

/** A race without a known end is put in the calendar for this long. */
export const DEFAULT_EVENT_HOURS = 4;

/** Moscow has kept UTC+3 all year since 2014: one STANDARD component describes it. */
const MOSCOW_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${MOSCOW_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "TZNAME:MSK",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** How many octets one character (a code point) takes in UTF-8. */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * RFC 5545 §3.1: content lines longer than 75 octets are folded (CRLF and a space). Folds fall
 * between characters, never inside a UTF-8 sequence.
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    // The first line holds 75 octets; each continuation line's leading space takes one of them.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** RFC 5545 §3.3.5 DATE-TIME without its zone: "20250305T093000". */
function calendarDateTime(moment: Omit<WallClock, "millisecond">): string {
  const date = `${String(moment.year).padStart(4, "0")}${twoDigits(moment.month)}${twoDigits(moment.day)}`;
  return `${date}T${twoDigits(moment.hour)}${twoDigits(moment.minute)}${twoDigits(moment.second)}`;
}

function moscowLocal(instant: Instant): string {
  return calendarDateTime(moscowWallClock(toMillis(instant)));
}

function utcStamp(instant: Instant): string {
  const date = new Date(toMillis(instant));
  return `${calendarDateTime({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  })}Z`;
}

/** The end actually written: the given one when it is after the start, else start + DEFAULT_EVENT_HOURS. */
export function calendarEventEnd(startsAt: Instant, endsAt: Instant | null): Instant {
  const start = toMillis(startsAt);
  const end = endsAt === null ? null : toMillis(endsAt);
  return new Date(end !== null && end > start ? end : start + DEFAULT_EVENT_HOURS * 3_600_000);
}

/** An RFC 5545 calendar with the one event, in Moscow time (TZID=Europe/Moscow), CRLF line ends. */
export function calendarFile(event: CalendarEventInput): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//reg//registration//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...MOSCOW_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${escapeCalendarText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stampedAt)}`,
    `DTSTART;TZID=${MOSCOW_ZONE}:${moscowLocal(event.startsAt)}`,
    `DTEND;TZID=${MOSCOW_ZONE}:${moscowLocal(calendarEventEnd(event.startsAt, event.endsAt))}`,
    `SUMMARY:${escapeCalendarText(event.title)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldCalendarLine).join("\r\n")}\r\n`;
}
