import { useLingui } from "@lingui/react";
import { Plural, Trans, useLingui as useMacroLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { ErrorState, StateIcon } from "@reg/ui";
import { useQueries } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useState } from "react";
import { EventCard, EventCardSkeleton } from "../events/event-card";
import {
  SERIES_EMPTY_TEXTS,
  SERIES_EVENT_TABS,
  SERIES_PAGE_SIZE,
  SERIES_TAB_NAMES,
  seriesListInput,
  type SeriesEventTab,
} from "./series-tabs";
import "../events/pill-tabs.css";

const eventsRoute = getRouteApi("/series/$seriesCode/events/$type");

/** The Events tab: the series' events of one list tab, with the tabs as links. */
export function SeriesEvents() {
  const { seriesCode, type } = eventsRoute.useParams();
  return (
    <div className="container series-events">
      <SeriesTabs seriesCode={seriesCode} tab={type} />
      {/* A new tab starts again from its first page. */}
      <SeriesEventList key={type} seriesCode={seriesCode} tab={type} />
    </div>
  );
}

function SeriesTabs(props: { seriesCode: string; tab: SeriesEventTab }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  return (
    <nav className="pill-tabs" aria-label={t`Series events tabs`}>
      <ul className="pill-tabs__list">
        {SERIES_EVENT_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to="/series/$seriesCode/events/$type"
              params={{ seriesCode: props.seriesCode, type: tab }}
              className="pill-tabs__tab"
              aria-current={tab === props.tab ? "page" : undefined}
            >
              {i18n._(SERIES_TAB_NAMES[tab])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SeriesEventList(props: { seriesCode: string; tab: SeriesEventTab }) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const [pageCount, setPageCount] = useState(1);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) =>
      trpc.events.list.queryOptions(seriesListInput(props.seriesCode, props.tab, locale, page)),
    ),
  });
  const first = pages[0];
  if (!first || first.isPending) {
    return (
      <ul className="event-grid" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (first.isError) return <ErrorState onRetry={() => void first.refetch()} />;
  const total = first.data.total;
  if (total === 0) {
    return (
      <div className="state series-events__empty" role="status">
        <StateIcon name="clock" />
        <p className="state__title">{i18n._(SERIES_EMPTY_TEXTS[props.tab])}</p>
        {props.tab !== "all" && (
          <div className="state__actions">
            <Link
              to="/series/$seriesCode/events/$type"
              params={{ seriesCode: props.seriesCode, type: "all" }}
              className="btn btn--secondary"
            >
              <Trans>All events of the series</Trans>
            </Link>
          </div>
        )}
      </div>
    );
  }
  const loaded = pages.flatMap((page) => page.data?.events ?? []);
  const last = pages[pages.length - 1];
  const loadingMore = last?.isPending ?? false;
  const hasMore = loaded.length < total && !loadingMore && !(last?.isError ?? false);
  return (
    <>
      <p className="series-events__count" role="status">
        <Plural value={total} one="# event" other="# events" />
      </p>
      <ul className="event-grid">
        {loaded.map((event, index) => (
          <li key={event.code}>
            <EventCard event={event} priority={index === 0} />
          </li>
        ))}
      </ul>
      {last?.isError && <ErrorState onRetry={() => void last.refetch()} />}
      {hasMore && (
        <div className="series-events__more">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setPageCount((count) => count + 1)}
          >
            <Trans>Show {Math.min(SERIES_PAGE_SIZE, total - loaded.length)} more</Trans>
          </button>
        </div>
      )}
    </>
  );
}
