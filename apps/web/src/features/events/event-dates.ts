import { formatMoscowDateIn, type EventCard, type Locale } from "@reg/domain";

/**
 * ru "12.06.2027" or "12.06.2027 – 14.06.2027" for an event over several Moscow days; en in the
 * locale's own format, "Jun 12, 2027 – Jun 14, 2027".
 */
export function eventDatesLabel(
  event: Pick<EventCard, "startsAt" | "endsAt">,
  locale: Locale = "ru",
): string {
  const start = formatMoscowDateIn(event.startsAt, locale);
  const end = formatMoscowDateIn(event.endsAt, locale);
  return start === end ? start : `${start} – ${end}`;
}
