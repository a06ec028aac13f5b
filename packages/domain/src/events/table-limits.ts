/**
 * The paging and search limits of an event's two tables, the start list and a race's results.
 * A module of plain numbers: the portal's first chunk validates the tables' addresses with them
 * without loading the wire schemas (dto/event-page.ts, dto/results.ts), which use them too.
 */

/** A start-list search is a name, a club or a city: a short line. */
export const START_LIST_SEARCH_MAX_LENGTH = 100;
export const START_LIST_PAGE_SIZE = 20;
export const START_LIST_MAX_OFFSET = 100_000;

/** A results search is a name or a bib: a short line. */
export const RESULTS_SEARCH_MAX_LENGTH = 100;
export const RESULTS_PAGE_SIZE = 50;
/** Far past the largest field of a race. */
export const RESULTS_MAX_PAGE = 2_000;
