import {
  EVENT_LIST_FILTER_KEYS,
  EVENT_LIST_MAX_OFFSET,
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

/**
 * What the list page keeps in its URL: the domain's filters, the view, and how many pages "show
 * more" has shown (left out at one), so a reload or back shows as many cards as before.
 */
export type EventListSearch = EventListFilters & { view?: "map"; pages?: number };

/** Every search key the page reads, in the order the URL writes them. */
export const EVENT_LIST_SEARCH_KEYS = [...EVENT_LIST_FILTER_KEYS, "view", "pages"] as const;
type SearchKey = (typeof EVENT_LIST_SEARCH_KEYS)[number];

/** The list's page size: four rows of three cards on a desktop. */
export const EVENT_LIST_PAGE_SIZE = 24;
/** The most pages the URL may ask for: as deep as events.list's offset goes. */
export const EVENT_LIST_MAX_PAGES = Math.floor(EVENT_LIST_MAX_OFFSET / EVENT_LIST_PAGE_SIZE) + 1;

/** A page count as the router hands it: a whole number (or its plain digits) from 1 to the most. */
function pagesOf(raw: unknown): number | undefined {
  const value = typeof raw === "string" && /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : raw;
  return typeof value === "number" &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= EVENT_LIST_MAX_PAGES
    ? value
    : undefined;
}

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
  if (key === "pages") {
    const pages = pagesOf(raw);
    return { ok: pages !== undefined, value: pages };
  }
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
    else if (!isDefault(key, field.value)) values[key] = field.value;
  }
  // A reversed range would be refused as a whole: its upper end goes, the lower one stays.
  const ranges = eventListFiltersSchema.safeParse(omitPlumbing(values));
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

/** Values the URL leaves out: empty text, the list view, a single page. */
function isDefault(key: SearchKey, value: unknown): boolean {
  return value === "" || (key === "view" && value === "list") || (key === "pages" && value === 1);
}

/**
 * TanStack Router's validateSearch: never throws, so no address can break the page. The router
 * lays this over the raw search (`{ ...raw, ...validated }`), so a dropped or unknown key still
 * reaches the page as typed (and stays in the address, where the page names it as dropped):
 * whatever goes to the BFF or sets the page count is read through `filtersOf` / `pageCountOf`.
 */
export function validateEventListSearch(raw: Record<string, unknown>): EventListSearch {
  return readEventListSearch(raw).search;
}

function omitPlumbing(values: Record<string, unknown>): Record<string, unknown> {
  const { view: _view, pages: _pages, ...filters } = values;
  return filters;
}

/** The route's search as the router hands it, read again: only valid values of known keys. */
function cleanOf(search: EventListSearch): EventListSearch {
  return readEventListSearch(search as Record<string, unknown>).search;
}

/** The filters alone, without the view or the page count (nor utm_* or a bad value). */
export function filtersOf(search: EventListSearch): EventListFilters {
  return omitPlumbing(cleanOf(search)) as EventListFilters;
}

/** How many pages "show more" has shown: 1 unless the address holds a valid count. */
export function pageCountOf(search: EventListSearch): number {
  return cleanOf(search).pages ?? 1;
}

/** The same search back at its first page: another tab or view starts from the top. */
export function firstPageOf(search: EventListSearch): EventListSearch {
  const { pages: _pages, ...rest } = cleanOf(search);
  return rest;
}

/** Whether any filter (not the view) is set: the "reset filters" action shows only then. */
export function hasFilters(search: EventListSearch): boolean {
  return Object.keys(filtersOf(search)).length > 0;
}

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
