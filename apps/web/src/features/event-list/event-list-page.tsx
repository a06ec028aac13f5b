import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { eventListTitle, type EventListFilters } from "@reg/domain";
import { selectLocale, useAppSelector, useDocumentTitle } from "@reg/front";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { defaultParseSearch } from "@tanstack/react-router";
import { useMemo, useRef } from "react";
import { Compilations } from "./compilations";
import { FilterForm } from "./filter-form";
import { ListTabs } from "./list-tabs";
import {
  filtersOf,
  firstPageOf,
  hasFilters,
  readEventListSearch,
  type EventListView,
} from "./list-search";
import { MapView } from "./map-view";
import { ResultsList } from "./results-list";
import { eventListRoute } from "./route-api";
import { SearchBox } from "./search-box";
import "./event-list.css";

/** "3 events are on right now" beside the title: the live-events count of SPEC §2. */
function LiveCount() {
  const trpc = useTRPC();
  const live = useQuery(trpc.events.liveCount.queryOptions());
  if (!live.isSuccess || live.data === 0) return null;
  return (
    <p className="list-live">
      <span className="list-live__dot" aria-hidden="true" />
      <Plural
        value={live.data}
        one="# event is running right now"
        other="# events are running right now"
      />
    </p>
  );
}

/** The event list (SPEC §2): tabs, search, filters and the view, all in the URL. */
export function EventListPage() {
  const { t } = useLingui();
  const { type: tab } = eventListRoute.useParams();
  const search = eventListRoute.useSearch();
  const navigate = eventListRoute.useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const dropped = useMemo(
    () => readEventListSearch(defaultParseSearch(searchStr)).dropped,
    [searchStr],
  );
  const drawer = useRef<HTMLDialogElement>(null);
  const locale = useAppSelector(selectLocale);
  useDocumentTitle(eventListTitle(tab, locale));

  const filters = filtersOf(search);
  // A mangled ?view= (kept in the address, named as dropped) shows the list.
  const view: EventListView = search.view === "map" ? "map" : "list";
  const filterCount = Object.keys(filters).filter((key) => key !== "search").length;
  const filtersKey = JSON.stringify(filters);

  const applyFilters = (next: EventListFilters) => {
    void navigate({
      search: { ...next, search: filters.search, view: search.view },
      resetScroll: false,
    });
  };
  const onSearch = (text: string) => {
    void navigate({
      search: { ...filters, search: text === "" ? undefined : text, view: search.view },
      resetScroll: false,
    });
  };
  const reset = () => {
    drawer.current?.close();
    void navigate({ search: { view: search.view }, resetScroll: false });
  };
  const setView = (next: EventListView) => {
    void navigate({
      search: { ...filters, view: next === "map" ? "map" : undefined },
      resetScroll: false,
    });
  };
  // "Show more" replaces the address instead of adding an entry: back from an event opens the
  // list with as many cards, and back from the list leaves it rather than un-showing a page.
  const showMore = (pages: number) => {
    void navigate({ search: { ...search, pages }, resetScroll: false, replace: true });
  };
  const onReset = hasFilters(search) ? reset : null;

  return (
    <div className="container page event-list">
      <header className="event-list__head">
        <h1 className="page__title event-list__title">
          <Trans>Events</Trans>
        </h1>
        <LiveCount />
      </header>
      <ListTabs tab={tab} search={firstPageOf(search)} />
      <Compilations filters={filters} />
      {dropped.length > 0 && (
        <div className="alert alert--error event-list__dropped" role="alert">
          <Trans>
            Some filters in the address could not be read and were left out. The list shows
            everything else you asked for.
          </Trans>
        </div>
      )}
      <div className="event-list__layout">
        <aside className="event-list__filters" aria-labelledby="filters-title">
          <h2 className="event-list__filters-title" id="filters-title">
            <Trans>Filters</Trans>
          </h2>
          <FilterForm idPrefix="filters" filters={filters} onApply={applyFilters} onReset={reset} />
        </aside>
        <div className="event-list__results">
          <SearchBox value={filters.search ?? ""} onSearch={onSearch} />
          <div className="event-list__toolbar">
            <button
              type="button"
              className="btn btn--secondary event-list__drawer-button"
              aria-haspopup="dialog"
              onClick={() => drawer.current?.showModal()}
            >
              {filterCount > 0 ? <Trans>Filters ({filterCount})</Trans> : <Trans>Filters</Trans>}
            </button>
            {/* The drawer's stand-in: a wide screen has the side panel's own reset. */}
            {onReset && (
              <button type="button" className="btn btn--ghost event-list__reset" onClick={onReset}>
                <Trans>Reset filters</Trans>
              </button>
            )}
            <div className="segmented event-list__views" role="group" aria-label={t`View`}>
              <button
                type="button"
                className="segmented__item"
                aria-pressed={view === "list"}
                onClick={() => setView("list")}
              >
                <Trans>List</Trans>
              </button>
              <button
                type="button"
                className="segmented__item"
                aria-pressed={view === "map"}
                onClick={() => setView("map")}
              >
                <Trans>Map</Trans>
              </button>
            </div>
          </div>
          {view === "map" ? (
            <MapView key={`${tab}${filtersKey}`} tab={tab} search={search} onReset={onReset} />
          ) : (
            <ResultsList
              key={`${tab}${filtersKey}`}
              tab={tab}
              search={search}
              onReset={onReset}
              onShowMore={showMore}
            />
          )}
        </div>
      </div>
      <dialog
        ref={drawer}
        className="filter-drawer"
        aria-labelledby="drawer-title"
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its panel) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="filter-drawer__panel">
          <div className="filter-drawer__head">
            <h2 className="event-list__filters-title" id="drawer-title">
              <Trans>Filters</Trans>
            </h2>
            <button
              type="button"
              className="btn btn--ghost filter-drawer__close"
              onClick={() => drawer.current?.close()}
            >
              <Trans>Close</Trans>
            </button>
          </div>
          <FilterForm
            idPrefix="drawer"
            filters={filters}
            onApply={applyFilters}
            onReset={reset}
            onDone={() => drawer.current?.close()}
          />
        </div>
      </dialog>
    </div>
  );
}
