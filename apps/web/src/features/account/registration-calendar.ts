import { calendarFile, type MyRegistration } from "@reg/domain";

/**
 * The race as an .ics download, made in the browser by @reg/domain's calendarFile like the event
 * page's button (docs/decisions/0018); the same uid, so importing both updates one entry.
 */
export function downloadRaceCalendar(registration: MyRegistration): void {
  const { event, race } = registration;
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
