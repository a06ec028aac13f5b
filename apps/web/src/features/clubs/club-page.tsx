import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { formatMoscowDateIn, pageTitle, type ClubFinisher, type ClubResult } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { ErrorState, FactMark, Pager } from "@reg/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { raceTimeLabel } from "../results/results-format";
import { ClubStats } from "./club-stats";
import "./clubs.css";

const route = getRouteApi("/clubs/$clubCode");

/** `/clubs/{clubCode}`: the club's totals, its best finishers and its results, newest first. */
export function ClubPage() {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const { clubCode } = route.useParams();
  const search = route.useSearch();
  const page = useQuery({
    ...trpc.clubs.page.queryOptions({
      code: clubCode,
      language: locale,
      ...(search.page === undefined ? {} : { page: search.page }),
    }),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(page.data?.club.name ?? pageTitle("clubs", locale));

  if (page.isPending)
    return (
      <div className="container clubs-page" aria-busy="true">
        <div className="skeleton" style={{ height: 160 }} />
        <div className="skeleton" style={{ height: 400, marginTop: 24 }} />
      </div>
    );
  if (page.isError)
    return (
      <div className="container clubs-page">
        <ErrorState onRetry={() => void page.refetch()} />
      </div>
    );
  const { club, bestFinishers, results } = page.data;
  const pages = Math.max(1, Math.ceil(page.data.total / page.data.pageSize));
  return (
    <div className="container clubs-page">
      <header className="clubs-head">
        <p className="clubs-head__kicker">
          <Link to="/clubs">
            <Trans>Clubs</Trans>
          </Link>
          <span aria-hidden="true"> · </span>
          <Trans>Place {club.place} in the ranking</Trans>
        </p>
        <h1 className="clubs-head__title">{club.name}</h1>
        {club.city && (
          <p className="clubs-head__facts">
            <FactMark kind="city" />
            {club.city}
          </p>
        )}
        <ClubStats club={club} />
      </header>
      <div className="club-page__columns">
        {bestFinishers.length > 0 && (
          <aside className="club-section" aria-labelledby="club-best">
            <h2 className="club-section__title" id="club-best">
              <Trans>Best finishers</Trans>
            </h2>
            <ol className="club-best">
              {bestFinishers.map((person) => (
                <FinisherLine key={`${person.name}-${person.birthYear}`} person={person} />
              ))}
            </ol>
          </aside>
        )}
        <section className="club-section" aria-labelledby="club-results">
          <h2 className="club-section__title" id="club-results">
            <Trans>Results</Trans>
          </h2>
          <ul className="club-list club-results" aria-busy={page.isPlaceholderData}>
            {results.map((result, index) => (
              <ResultLine key={`${result.eventCode}-${result.raceCode}-${index}`} result={result} />
            ))}
          </ul>
          <Pager
            page={page.data.page}
            pages={pages}
            link={(next, label) => (
              <Link from="/clubs/$clubCode" search={{ page: next }} className="btn btn--secondary">
                {label}
              </Link>
            )}
          />
        </section>
      </div>
    </div>
  );
}

function FinisherLine(props: { person: ClubFinisher }) {
  const { person } = props;
  return (
    <li className="club-best__item">
      <span className="club-best__name">{person.name}</span>
      <span className="club-best__facts">
        {person.birthYear}
        <span aria-hidden="true"> · </span>
        {person.bestPlace !== null && (
          <>
            <Trans>best place {person.bestPlace}</Trans>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <Trans>podiums: {person.podiums}</Trans>
        <span aria-hidden="true"> · </span>
        <Trans>starts: {person.starts}</Trans>
      </span>
    </li>
  );
}

function ResultLine(props: { result: ClubResult }) {
  const { t } = useLingui();
  const locale = useAppSelector(selectLocale);
  const { result } = props;
  const out = result.status === "dnf" ? t`DNF` : result.status === "dsq" ? t`DSQ` : null;
  return (
    <li className="club-results__item">
      <time className="club-results__date" dateTime={result.startsAt}>
        {formatMoscowDateIn(result.startsAt, locale)}
      </time>
      <span className="club-results__race">
        <Link
          to="/results/$eventCode/$raceCode"
          params={{ eventCode: result.eventCode, raceCode: result.raceCode }}
          className="club-results__event"
        >
          {result.eventName}
        </Link>
        <span className="club-results__distance">{result.raceName}</span>
      </span>
      <span className="club-results__name">{result.name}</span>
      <span className="club-results__place">
        {result.place === null ? (
          <span className="badge badge--muted">{out}</span>
        ) : (
          <Trans>place {result.place}</Trans>
        )}
      </span>
      <span className="club-results__time">
        {result.finishMs === null ? "—" : raceTimeLabel(result.finishMs)}
      </span>
    </li>
  );
}
