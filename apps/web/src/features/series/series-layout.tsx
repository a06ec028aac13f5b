import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { ErrorState, sportTypeNames } from "@reg/ui";
import { Link, Outlet } from "@tanstack/react-router";
import { eventDatesLabel } from "../events/event-dates";
import { useSeriesCode, useSeriesPage } from "./use-series-page";
import "./series.css";

/** The series' head (name, sport, season, stage count) and its two tabs: Overview and Events. */
export function SeriesLayout() {
  const { i18n, t } = useLingui();
  const locale = useAppSelector(selectLocale);
  const code = useSeriesCode();
  const page = useSeriesPage();
  useDocumentTitle(page.data?.name ?? t`Series`);

  if (page.isPending) {
    return (
      <div className="container" aria-busy="true">
        <div className="skeleton" style={{ height: 200, marginTop: 24 }} />
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className="container">
        <ErrorState onRetry={() => void page.refetch()} />
      </div>
    );
  }
  const series = page.data;
  const stageCount = series.stages.length;
  return (
    <div className="series-page">
      <header className="series-hero">
        {series.imageUrl && (
          <img className="series-hero__image" src={series.imageUrl} alt="" decoding="async" />
        )}
        <div className="container series-hero__inner">
          <div className="series-hero__tags">
            <span className="chip chip--brand">
              <Trans>Event series</Trans>
            </span>
            {series.sportType && (
              <span className="chip">{i18n._(sportTypeNames[series.sportType])}</span>
            )}
          </div>
          <h1 className="series-hero__title">{series.name}</h1>
          <p className="series-hero__facts">
            {series.startsAt && series.endsAt && (
              <>
                <span>
                  <Trans>Season:</Trans>{" "}
                  {eventDatesLabel({ startsAt: series.startsAt, endsAt: series.endsAt }, locale)}
                </span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <span>
              <Plural value={stageCount} one="# stage" other="# stages" />
            </span>
          </p>
        </div>
      </header>
      <nav className="container series-tabs" aria-label={t`Series page`}>
        <Link
          to="/series/$seriesCode"
          params={{ seriesCode: code }}
          className="series-tabs__tab"
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{ className: "series-tabs__tab--active", "aria-current": "page" }}
        >
          <Trans>Overview</Trans>
        </Link>
        <Link
          to="/series/$seriesCode/events"
          params={{ seriesCode: code }}
          className="series-tabs__tab"
          activeOptions={{ includeSearch: false }}
          activeProps={{ className: "series-tabs__tab--active", "aria-current": "page" }}
        >
          <Trans>Events</Trans>
        </Link>
      </nav>
      <Outlet />
    </div>
  );
}
