import { calendarFile } from "@reg/domain";

/** What a race's calendar entry is made of: the event page's and my registrations' reads both carry it. */
export interface CalendarEvent {
  code: string;
  name: string;
  endsAt: string | null;
  isOnline: boolean;
  city: string;
  location: string | null;
}
export interface CalendarRace {
  code: string;
  name: string;
  startsAt: string;
}

/**
 * "Add to calendar" for one race: the .ics is built in the browser by @reg/domain's calendarFile
 * (Europe/Moscow with its VTIMEZONE), so no server round trip (docs/decisions/0018). One uid per
 * race, so importing it from the event page and from my registrations updates one entry.
 */
export function downloadRaceCalendar(event: CalendarEvent, race: CalendarRace): void {
  const text = calendarFile({
    uid: `${event.code}-${race.code}@reg`,
    title: `${event.name}: ${race.name}`,
    startsAt: race.startsAt,
    endsAt: event.endsAt,
    location: event.isOnline ? event.city : [event.city, event.location].filter(Boolean).join(", "),
    description: `${window.location.origin}/event/${encodeURIComponent(event.code)}`,
    stampedAt: new Date(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${event.code}-${race.code}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
