import { Trans, useLingui } from "@lingui/react/macro";
import type { EventResults } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { sportTypeNames } from "@reg/ui";
import { Link } from "@tanstack/react-router";
import { formatMoscowDateIn } from "@reg/domain";
import { ResultsStateBadge } from "./results-state-badge";

/** The results pages' head: the event's name, sport, date, city, results state and links back. */
export function ResultsHead(props: { event: EventResults["event"]; subtitle?: string }) {
  const { i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const { event } = props;
  return (
    <header className="results-head">
      <p className="results-head__kicker">
        <Trans>Results</Trans>
      </p>
      <h1 className="results-head__title">
        {event.name}
        {props.subtitle && <span className="results-head__subtitle">{props.subtitle}</span>}
      </h1>
      <p className="results-head__facts">
        <span className="chip chip--brand">{i18n._(sportTypeNames[event.sportType])}</span>
        <time dateTime={event.startsAt}>{formatMoscowDateIn(event.startsAt, locale)}</time>
        <span>{event.city}</span>
        <ResultsStateBadge state={event.resultsState} startsAt={event.startsAt} />
      </p>
      <p className="results-head__links">
        <Link to="/event/$code" params={{ code: event.code }}>
          <Trans>Event page</Trans>
        </Link>
        {event.seriesCode && (
          <Link to="/series/$seriesCode" params={{ seriesCode: event.seriesCode }}>
            <Trans>Series page</Trans>
          </Link>
        )}
      </p>
    </header>
  );
}
