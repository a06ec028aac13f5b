import {
  START_LIST_MAX_OFFSET,
  START_LIST_PAGE_SIZE,
  START_LIST_SEARCH_MAX_LENGTH,
  type Locale,
  type StartListQuery,
} from "@reg/domain";

/** The Members tab's address: `?q=` the search, `?page=` from 1. Bad values are dropped, not errors. */
export interface StartListSearch {
  q?: string;
  page?: number;
}

const MAX_PAGE = Math.floor(START_LIST_MAX_OFFSET / START_LIST_PAGE_SIZE) + 1;

/** Every key named, a dropped one as undefined: the router lays this over the raw search. */
export function validateStartListSearch(raw: Record<string, unknown>): StartListSearch {
  const search: StartListSearch = { q: undefined, page: undefined };
  if (typeof raw.q === "string") {
    const q = raw.q.trim().slice(0, START_LIST_SEARCH_MAX_LENGTH);
    if (q !== "") search.q = q;
  }
  const page = typeof raw.page === "number" ? raw.page : Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) search.page = page;
  return search;
}

export function startListInputOf(
  code: string,
  language: Locale,
  search: StartListSearch,
): StartListQuery {
  return {
    code,
    language,
    ...(search.q ? { search: search.q } : {}),
    offset: ((search.page ?? 1) - 1) * START_LIST_PAGE_SIZE,
  };
}
