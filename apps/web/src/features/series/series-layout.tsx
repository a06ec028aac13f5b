import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { sportTypeNames } from "@reg/ui";
import { Link } from "@tanstack/react-router";
import { eventDatesLabel } from "../events/event-dates";
import { HERO_TAB, HeroLayout, HeroLayoutFallback } from "../events/hero-layout";
import { useSeriesCode, useSeriesPage } from "./use-series-page";
import "./series.css";

/** The series' head (name, sport, season, stage count) and its two tabs: Overview and Events. */
export function SeriesLayout() {
  const { i18n, t } = useLingui();
  const locale = useAppSelector(selectLocale);
  const code = useSeriesCode();
  const page = useSeriesPage();
  useDocumentTitle(page.data?.name ?? t`Series`);

  if (!page.data)
    return <HeroLayoutFallback failed={page.isError} retry={() => void page.refetch()} />;
  const series = page.data;
  const stageCount = series.stages.length;
  return (
    <HeroLayout
      className="series-page"
      imageUrl={series.imageUrl}
      title={series.name}
      tags={
        <>
          <span className="chip chip--brand">
            <Trans>Event series</Trans>
          </span>
          {series.sportType && (
            <span className="chip">{i18n._(sportTypeNames[series.sportType])}</span>
          )}
        </>
      }
      facts={
        <>
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
        </>
      }
      tabsLabel={t`Series page`}
      tabs={
        <>
          <Link
            to="/series/$seriesCode"
            params={{ seriesCode: code }}
            activeOptions={{ exact: true, includeSearch: false }}
            {...HERO_TAB}
          >
            <Trans>Overview</Trans>
          </Link>
          <Link
            to="/series/$seriesCode/events"
            params={{ seriesCode: code }}
            activeOptions={{ includeSearch: false }}
            {...HERO_TAB}
          >
            <Trans>Events</Trans>
          </Link>
        </>
      }
    />
  );
}
