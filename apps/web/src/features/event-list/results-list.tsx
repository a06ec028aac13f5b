import { Plural, Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import type { EventListTab } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { EmptyState, ErrorState } from "@reg/ui";
import { useQueries, useQuery } from "@tanstack/react-query";
import { EventCard, EventCardSkeleton } from "../events/event-card";
import {
  EVENT_LIST_PAGE_SIZE,
  listQueryOf,
  pageCountOf,
  type EventListSearch,
} from "./list-search";

/**
 * The list's pages: "show more" asks for the next page by offset (each page cached on its own,
 * so the first stays as the route's loader warmed it), with the total from the first page. How
 * many pages show is the URL's `pages` (so reload and back keep them), never past the last page.
 */
export function ResultsList(props: {
  tab: EventListTab;
  search: EventListSearch;
  onReset: (() => void) | null;
  onShowMore: (pages: number) => void;
}) {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const firstPage = useQuery(
    trpc.events.list.queryOptions(listQueryOf(props.search, locale, props.tab, 0)),
  );
  const lastPage = firstPage.data
    ? Math.max(1, Math.ceil(firstPage.data.total / EVENT_LIST_PAGE_SIZE))
    : 1;
  const pageCount = Math.min(pageCountOf(props.search), lastPage);
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) =>
      trpc.events.list.queryOptions(listQueryOf(props.search, locale, props.tab, page)),
    ),
  });
  const first = pages[0];

  if (!first || first.isPending) {
    return (
      <ul className="event-grid event-grid--list" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (first.isError) return <ErrorState onRetry={() => void first.refetch()} />;
  const total = first.data.total;
  if (total === 0)
    return (
      <>
        <FoundCount total={0} />
        <EmptyList onReset={props.onReset} />
      </>
    );

  const loaded = pages.flatMap((page) => page.data?.events ?? []);
  const last = pages[pages.length - 1];
  const loadingMore = last?.isPending ?? false;
  const moreFailed = last?.isError ?? false;
  const hasMore = loaded.length < total && !loadingMore && !moreFailed;
  const shown = loaded.length;
  const next = Math.min(EVENT_LIST_PAGE_SIZE, total - shown);
  return (
    <>
      <FoundCount total={total} />
      <ul className="event-grid event-grid--list">
        {loaded.map((event, index) => (
          <li key={event.code}>
            {/* The Results tab lists only ended events whose results are published (eventInTab). */}
            <EventCard
              event={event}
              priority={index === 0}
              resultsPublished={props.tab === "results"}
            />
          </li>
        ))}
      </ul>
      <div className="results-more">
        {loadingMore && (
          <p className="results-more__status" role="status">
            <Trans>Loading more events…</Trans>
          </p>
        )}
        {moreFailed && last && <ErrorState onRetry={() => void last.refetch()} />}
        {hasMore && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => props.onShowMore(pageCount + 1)}
          >
            <Trans>Show {next} more</Trans>
          </button>
        )}
        <p className="results-more__shown">
          <Trans>
            Shown {shown} of {total}
          </Trans>
        </p>
      </div>
    </>
  );
}

/** "12 events found", and "0 events found" above the empty state: the same line either way. */
function FoundCount({ total }: { total: number }) {
  return (
    <p className="results-count" role="status">
      <Plural value={total} one="# event found" other="# events found" />
    </p>
  );
}

export function EmptyList(props: { onReset: (() => void) | null }) {
  return (
    <EmptyState
      titleAs="h2"
      title={<Trans>No events match</Trans>}
      text={<Trans>Try another word, fewer filters or another tab.</Trans>}
      actions={
        props.onReset && (
          <button type="button" className="btn btn--secondary" onClick={props.onReset}>
            <Trans>Reset filters</Trans>
          </button>
        )
      }
    />
  );
}
