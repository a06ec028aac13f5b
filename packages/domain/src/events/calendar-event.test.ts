import { describe, expect, it } from "vitest";
import { calendarFile, escapeCalendarText, foldCalendarLine } from "./calendar-event";

const event = {
  uid: "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70@reg",
  title: "White Nights; Marathon, 42 km",
  startsAt: "2026-06-21T03:00:00.000Z",
  endsAt: null,
  location: "Санкт-Петербург",
  description: "Order 6f1c2a4e\nBring your ID",
  stampedAt: "2026-05-01T09:05:00.000Z",
};

describe("calendarFile", () => {
  it("writes one event in Moscow time with CRLF line ends", () => {
    const text = calendarFile(event);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").filter((line) => line !== "")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//reg//registration//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VTIMEZONE",
      "TZID:Europe/Moscow",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0300",
      "TZOFFSETTO:+0300",
      "TZNAME:MSK",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70@reg",
      "DTSTAMP:20260501T090500Z",
      // 03:00 UTC is 06:00 in Moscow; without an end, four hours.
      "DTSTART;TZID=Europe/Moscow:20260621T060000",
      "DTEND;TZID=Europe/Moscow:20260621T100000",
      "SUMMARY:White Nights\\; Marathon\\, 42 km",
      "LOCATION:Санкт-Петербург",
      "DESCRIPTION:Order 6f1c2a4e\\nBring your ID",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });

  it("keeps an end that is after the start", () => {
    const text = calendarFile({ ...event, endsAt: "2026-06-21T12:30:00Z" });
    expect(text).toContain("DTEND;TZID=Europe/Moscow:20260621T153000\r\n");
  });

  it("escapes backslashes before the rest", () => {
    expect(escapeCalendarText("a\\b;c,d\r\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds lines over 75 octets without splitting a Cyrillic letter", () => {
    const line = `SUMMARY:${"Ж".repeat(60)}`;
    const folded = foldCalendarLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    // ASCII is one octet in UTF-8, Cyrillic two.
    const octets = (text: string) =>
      [...text].reduce((sum, char) => sum + ((char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2), 0);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
});
