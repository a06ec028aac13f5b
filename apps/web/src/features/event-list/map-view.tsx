import { Plural, Trans } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import type { EventListTab } from "@reg/domain";
import { ClientOnly, selectLocale, useAppSelector, useSiteConfig } from "@reg/front";
import { ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { EmptyList } from "./results-list";
import { mapQueryOf, type EventListSearch } from "./list-search";

// Leaflet and the cluster plugin load only when a person opens the map: the list's first load stays light.
const EventMap = lazy(() => import("./event-map"));

function MapPlaceholder() {
  return (
    <div className="event-map event-map--loading" aria-busy="true">
      <p className="event-map__status" role="status">
        <Trans>Loading the map…</Trans>
      </p>
    </div>
  );
}

/** The same filtered set as the list, as markers; events without a place (online) are counted apart. */
export function MapView(props: {
  tab: EventListTab;
  search: EventListSearch;
  onReset: (() => void) | null;
}) {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const { mapTileUrl } = useSiteConfig();
  const points = useQuery(
    trpc.events.mapPoints.queryOptions(mapQueryOf(props.search, locale, props.tab)),
  );
  if (points.isPending) return <MapPlaceholder />;
  if (points.isError) return <ErrorState onRetry={() => void points.refetch()} />;
  const { total } = points.data;
  const count = (
    <p className="results-count" role="status">
      <Plural value={total} one="# event on the map" other="# events on the map" />
    </p>
  );
  // The count stays above the empty state too, as the list's does.
  if (total === 0)
    return (
      <>
        {count}
        <EmptyList onReset={props.onReset} />
      </>
    );
  return (
    <>
      {count}
      {/* Leaflet cannot load in Node: the server's render shows the placeholder. */}
      <ClientOnly fallback={<MapPlaceholder />}>
        <Suspense fallback={<MapPlaceholder />}>
          <EventMap points={points.data.points} tileUrl={mapTileUrl ?? ""} />
        </Suspense>
      </ClientOnly>
    </>
  );
}
