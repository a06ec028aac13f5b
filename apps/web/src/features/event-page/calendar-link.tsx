import { Trans } from "@lingui/react/macro";
import type { EventPage, EventPageRace } from "@reg/domain";

/** "Add to calendar" for one race of the event page. */
export function CalendarButton(props: { event: EventPage; race: EventPageRace }) {
  const { event, race } = props;
  // The .ics builder loads with the first click: most readers never add a race to a calendar.
  const download = () =>
    void import("../events/race-calendar").then((module) =>
      module.downloadRaceCalendar(event, race),
    );
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
