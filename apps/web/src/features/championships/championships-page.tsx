import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { pageTitle, type Championship, type ResultGender } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { EmptyState, ErrorState, sportTypeNames } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { eventDatesLabel } from "../events/event-dates";
import "./championships.css";

/** `/championships`: the cups and series, their season and stages, who leads each so far. */
export function ChampionshipsPage() {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  useDocumentTitle(pageTitle("championships", locale));
  const list = useQuery(trpc.championships.list.queryOptions({ language: locale }));
  return (
    <div className="container championships-page">
      <header className="championships-head">
        <h1 className="championships-head__title">
          <Trans>Championships</Trans>
        </h1>
        <p className="championships-head__lead">
          <Trans>
            Cups and race series: the season, the stages and the leaders of the overall standings.
          </Trans>
        </p>
        <p className="championships-head__links">
          <Link to="/clubs">
            <Trans>Clubs</Trans>
          </Link>
        </p>
      </header>
      {list.isPending ? (
        <div className="skeleton" style={{ height: 360 }} aria-busy="true" />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.championships.length === 0 ? (
        <EmptyState
          announce
          icon="alert"
          title={<Trans>No championships yet</Trans>}
          text={<Trans>Cups and series appear here once their stages are announced.</Trans>}
          actions={
            <Link to="/events/$type" params={{ type: "future" }} className="btn btn--secondary">
              <Trans>Upcoming events</Trans>
            </Link>
          }
        />
      ) : (
        <ul className="championships">
          {list.data.championships.map((championship) => (
            <ChampionshipCard key={championship.code} championship={championship} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ChampionshipCard(props: { championship: Championship }) {
  const { t, i18n } = useLingui();
  const locale = useAppSelector(selectLocale);
  const { championship: c } = props;
  const titles: Record<ResultGender, string> = { male: t`Men`, female: t`Women` };
  return (
    <li className="championship">
      <h2 className="championship__name">
        <Link to="/series/$seriesCode" params={{ seriesCode: c.code }}>
          {c.name}
        </Link>
      </h2>
      <p className="championship__facts">
        {c.sportType && (
          <span className="chip chip--brand">{i18n._(sportTypeNames[c.sportType])}</span>
        )}
        {c.startsAt && c.endsAt && (
          <time dateTime={c.startsAt}>
            {eventDatesLabel({ startsAt: c.startsAt, endsAt: c.endsAt }, locale)}
          </time>
        )}
      </p>
      <p className="championship__stages">
        <Trans>
          Stages: {c.stages}, with results: {c.stagesWithResults}
        </Trans>
      </p>
      {c.leaders.length === 0 ? (
        <p className="championship__none">
          <Trans>The leaders appear once the first stage's results are published.</Trans>
        </p>
      ) : (
        <dl className="championship__leaders">
          {c.leaders.map((leader) => (
            <div key={leader.gender} className="championship__leader">
              <dt>{titles[leader.gender]}</dt>
              <dd>
                <span className="championship__leader-name">{leader.name}</span>
                <span className="championship__leader-facts">
                  {leader.club && (
                    <>
                      {leader.club}
                      <span aria-hidden="true"> · </span>
                    </>
                  )}
                  <Trans>{leader.points} pts</Trans>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Link
        to="/series/$seriesCode"
        params={{ seriesCode: c.code }}
        className="championship__more"
        aria-label={t`Standings and stages: ${c.name}`}
      >
        <Trans>Standings and stages</Trans>
      </Link>
    </li>
  );
}
