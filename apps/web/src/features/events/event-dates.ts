import { formatMoscowDate, type EventCard } from "@reg/domain";

/** "12.06.2027", or "12.06.2027 – 14.06.2027" for an event over several Moscow days. */
export function eventDatesLabel(event: Pick<EventCard, "startsAt" | "endsAt">): string {
  const start = formatMoscowDate(event.startsAt);
  const end = formatMoscowDate(event.endsAt);
  return start === end ? start : `${start} – ${end}`;
}
