import { Trans, useLingui } from "@lingui/react/macro";
import type { ResultGender, SeriesPage, SeriesStage } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { Link } from "@tanstack/react-router";
import { eventDatesLabel } from "../events/event-dates";
import { ResultsStateBadge } from "../results/results-state-badge";
import { useSeriesPage } from "./use-series-page";

/** The Overview tab: what the series is, its stages on a timeline, and the standings so far. */
export function SeriesOverview() {
  const page = useSeriesPage();
  // The layout shows the loading and error states; the tab renders once the data is there.
  if (!page.data) return null;
  const series = page.data;
  const paragraphs = series.description.split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <div className="container series-overview">
      <div className="series-overview__main">
        {paragraphs.length > 0 && (
          <section className="series-section" aria-labelledby="series-about">
            <h2 className="series-section__title" id="series-about">
              <Trans>About the series</Trans>
            </h2>
            {paragraphs.map((p, i) => (
              <p key={i} className="series-about__text">
                {p}
              </p>
            ))}
          </section>
        )}
        <section className="series-section" aria-labelledby="series-stages">
          <h2 className="series-section__title" id="series-stages">
            <Trans>Stages</Trans>
          </h2>
          {series.stages.length === 0 ? (
            <p className="series-empty">
              <Trans>The stages of the series have not been announced yet.</Trans>
            </p>
          ) : (
            <ol className="series-timeline">
              {series.stages.map((stage) => (
                <StageItem key={stage.code} stage={stage} />
              ))}
            </ol>
          )}
        </section>
      </div>
      <aside className="series-overview__side">
        <Standings series={series} />
        <p className="series-overview__more">
          <Link to="/championships">
            <Trans>All championships</Trans>
          </Link>
        </p>
      </aside>
    </div>
  );
}

function StageItem(props: { stage: SeriesStage }) {
  const locale = useAppSelector(selectLocale);
  const { stage } = props;
  return (
    <li className="series-timeline__item">
      <span className="series-timeline__number" aria-hidden="true">
        {stage.stage}
      </span>
      <div className="series-timeline__body">
        <p className="series-timeline__meta">
          <Trans>Stage {stage.stage}</Trans>
          <span aria-hidden="true"> · </span>
          <time dateTime={stage.startsAt}>{eventDatesLabel(stage, locale)}</time>
          <span aria-hidden="true"> · </span>
          {stage.isOnline ? <Trans>Online</Trans> : stage.city}
        </p>
        <Link to="/event/$code" params={{ code: stage.code }} className="series-timeline__name">
          {stage.name}
        </Link>
        <div className="series-timeline__state">
          <ResultsStateBadge state={stage.resultsState} startsAt={stage.startsAt} />
          {stage.resultsState === "published" && (
            <Link
              to="/results/$eventCode"
              params={{ eventCode: stage.code }}
              className="series-timeline__results"
            >
              <Trans>Results</Trans>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

function Standings(props: { series: SeriesPage }) {
  const { t } = useLingui();
  const titles: Record<ResultGender, string> = { male: t`Men`, female: t`Women` };
  const groups = props.series.standings;
  return (
    <section className="series-section series-standings" aria-labelledby="series-standings">
      <h2 className="series-section__title" id="series-standings">
        <Trans>Standings</Trans>
      </h2>
      {groups.length === 0 ? (
        <p className="series-empty">
          <Trans>The standings appear once the first stage's results are published.</Trans>
        </p>
      ) : (
        <>
          <p className="series-standings__note">
            <Trans>
              Points for the place among men or women on each stage's main distance: 100 for a win,
              99 for second and so on.
            </Trans>
          </p>
          {groups.map((group) => (
            <table key={group.gender} className="standings-table">
              <caption>{titles[group.gender]}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Place</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col" className="standings-table__number">
                    <Trans>Stages</Trans>
                  </th>
                  <th scope="col" className="standings-table__number">
                    <Trans>Points</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {group.lines.map((line) => (
                  <tr key={`${line.place}-${line.name}`}>
                    <td>{line.place}</td>
                    <td>
                      <span className="standings-table__name">{line.name}</span>
                      {line.club && <span className="standings-table__club">{line.club}</span>}
                    </td>
                    <td className="standings-table__number">{line.stages}</td>
                    <td className="standings-table__number">
                      <strong>{line.points}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      )}
    </section>
  );
}
