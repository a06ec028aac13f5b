import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { pageTitle, type EventResults } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { distanceLabel, EmptyState, ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ResultsHead } from "./results-head";
import "./results.css";

const route = getRouteApi("/results/$eventCode/");

/** `/results/{eventCode}`: the event's results state and its races, each a link to its table. */
export function EventResultsPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const { eventCode } = route.useParams();
  const results = useQuery(trpc.results.event.queryOptions({ eventCode, language: locale }));
  const name = results.data?.event.name;
  // The event's name once it is in; till then the fixed title the served page had.
  useDocumentTitle(name ? t`Results — ${name}` : pageTitle("results", locale));

  if (results.isPending)
    return (
      <div className="container results-page" aria-busy="true">
        <div className="skeleton" style={{ height: 160, marginTop: 24 }} />
      </div>
    );
  if (results.isError)
    return (
      <div className="container results-page">
        <ErrorState onRetry={() => void results.refetch()} />
      </div>
    );
  const { event, races } = results.data;
  return (
    <div className="container results-page">
      <ResultsHead event={event} />
      {event.resultsState === "published" ? (
        <RaceList eventCode={event.code} races={races} />
      ) : (
        <EmptyState
          announce
          icon="clock"
          title={
            event.resultsState === "pending" ? (
              <Trans>The results are being processed</Trans>
            ) : (
              <Trans>The event has no results yet</Trans>
            )
          }
          text={
            event.resultsState === "pending" ? (
              <Trans>The timing team is checking the protocol; the results will appear here.</Trans>
            ) : (
              <Trans>Results appear here after the race, once the organizer publishes them.</Trans>
            )
          }
        />
      )}
    </div>
  );
}

function RaceList(props: { eventCode: string; races: EventResults["races"] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="results-races">
      <h2 className="results-section-title" id="results-races">
        <Trans>Choose a distance</Trans>
      </h2>
      <ul className="results-races">
        {props.races.map((race) => (
          <li key={race.code}>
            <Link
              to="/results/$eventCode/$raceCode"
              params={{ eventCode: props.eventCode, raceCode: race.code }}
              className="results-race"
            >
              <span className="results-race__name">{race.name}</span>
              <span className="results-race__distance">{distanceLabel(race.distance, i18n)}</span>
              <span className="results-race__counts">
                <Plural value={race.finishers} one="# finisher" other="# finishers" />
                {race.starters > race.finishers && (
                  <>
                    {" "}
                    <Trans>of {race.starters} starters</Trans>
                  </>
                )}
              </span>
              {race.hasSplits && (
                <span className="chip">
                  <Trans>Splits</Trans>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
