import {
  EVENT_LIST_FILTER_KEYS,
  eventListFiltersSchema,
  listFilterFields,
  type EventListFilters,
  type EventListTab,
  type ListFilterQuery,
  type Locale,
} from "@reg/domain";

/** The list page's views; the list is the default and is left out of the URL. */
export const EVENT_LIST_VIEWS = ["list", "map"] as const;
export type EventListView = (typeof EVENT_LIST_VIEWS)[number];

/** What the list page keeps in its URL: the domain's filters and the view. */
export type EventListSearch = EventListFilters & { view?: "map" };

/** Every search key the page reads, in the order the URL writes them. */
export const EVENT_LIST_SEARCH_KEYS = [...EVENT_LIST_FILTER_KEYS, "view"] as const;
type SearchKey = (typeof EVENT_LIST_SEARCH_KEYS)[number];

const TEXT_KEYS = new Set<SearchKey>(["search", "city"]);

/**
 * The router hands values over JSON-parsed where they parse ("21" → 21, "true" → true): a search
 * for "42" arrives as a number and is text again here, and a hand-typed `free=1` is not a flag.
 */
function fieldValue(key: SearchKey, raw: unknown): unknown {
  if (TEXT_KEYS.has(key) && typeof raw === "number") return String(raw);
  return raw;
}

function parseField(key: SearchKey, raw: unknown): { ok: boolean; value?: unknown } {
  if (key === "view") return { ok: raw === "map" || raw === "list", value: raw };
  const result = listFilterFields[key].safeParse(fieldValue(key, raw));
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

/**
 * Reads the URL's search leniently, field by field: a bad value (a huge or unsafe string, a wrong
 * type, a date that does not exist, a reversed range's upper end) is dropped and named in
 * `dropped`, the rest still applies; unknown keys (utm_*, a tracker's) are ignored. Empty text
 * filters are left out, so the URL never holds `search=`.
 */
export function readEventListSearch(raw: Record<string, unknown>): {
  search: EventListSearch;
  dropped: SearchKey[];
} {
  const values: Record<string, unknown> = {};
  const dropped: SearchKey[] = [];
  for (const key of EVENT_LIST_SEARCH_KEYS) {
    if (!(key in raw) || raw[key] === undefined) continue;
    const field = parseField(key, raw[key]);
    if (!field.ok) dropped.push(key);
    else if (field.value !== "" && !(key === "view" && field.value === "list"))
      values[key] = field.value;
  }
  // A reversed range would be refused as a whole: its upper end goes, the lower one stays.
  const ranges = eventListFiltersSchema.safeParse(omitView(values));
  if (!ranges.success) {
    for (const issue of ranges.error.issues) {
      const key = issue.path[0];
      if (key === "dateTo" || key === "distanceMaxKm") {
        values[key] = undefined;
        dropped.push(key);
      }
    }
  }
  const kept = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  );
  return { search: kept as EventListSearch, dropped };
}

/** TanStack Router's validateSearch: never throws, so no address can break the page. */
export function validateEventListSearch(raw: Record<string, unknown>): EventListSearch {
  return readEventListSearch(raw).search;
}

function omitView(values: Record<string, unknown>): Record<string, unknown> {
  const { view: _view, ...filters } = values;
  return filters;
}

/** The filters alone, without the view. */
export function filtersOf(search: EventListSearch): EventListFilters {
  const { view: _view, ...filters } = search;
  return filters;
}

/** Whether any filter (not the view) is set: the "reset filters" action shows only then. */
export function hasFilters(search: EventListSearch): boolean {
  return Object.keys(filtersOf(search)).length > 0;
}

/** The list's page size: four rows of three cards on a desktop. */
export const EVENT_LIST_PAGE_SIZE = 24;

/** events.list's input for one page of the tab with these filters. */
export function listQueryOf(
  search: EventListSearch,
  language: Locale,
  tab: EventListTab,
  page = 0,
): ListFilterQuery {
  return {
    language,
    eventsLoaderType: tab,
    ...filtersOf(search),
    limit: EVENT_LIST_PAGE_SIZE,
    offset: page * EVENT_LIST_PAGE_SIZE,
  };
}

/** events.mapPoints's input: the list's filters without paging. */
export function mapQueryOf(
  search: EventListSearch,
  language: Locale,
  tab: EventListTab,
): ListFilterQuery {
  return { language, eventsLoaderType: tab, ...filtersOf(search) };
}

/** A flag from a checkbox: set when ticked, absent (not `false`) when not. */
export function flag(checked: boolean): true | undefined {
  return checked ? true : undefined;
}

/** The same filters whatever the order of their keys (jsonb and URLs each keep their own). */
export function sameFilters(a: EventListFilters, b: EventListFilters): boolean {
  const text = (filters: EventListFilters) =>
    JSON.stringify(Object.entries(filters).sort(([x], [y]) => x.localeCompare(y)));
  return text(a) === text(b);
}
