import { Trans } from "@lingui/react/macro";
import { calendarFile, type EventPage, type EventPageRace } from "@reg/domain";

/**
 * "Add to calendar" for one race: the .ics is built here, in the browser, by @reg/domain's
 * calendarFile (Europe/Moscow with its VTIMEZONE), so no server round trip (docs/decisions/0018).
 */
export function CalendarButton(props: { event: EventPage; race: EventPageRace }) {
  const { event, race } = props;
  const download = () => {
    const text = calendarFile({
      uid: `${event.code}-${race.code}@reg`,
      title: `${event.name}: ${race.name}`,
      startsAt: race.startsAt,
      endsAt: event.endsAt,
      location: event.isOnline
        ? event.city
        : [event.city, event.location].filter(Boolean).join(", "),
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
  };
  return (
    <button type="button" className="btn btn--ghost race-row__calendar" onClick={download}>
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </svg>
      <Trans>Add to calendar</Trans>
      <span className="visually-hidden">: {race.name}</span>
    </button>
  );
}
