/**
 * The account page's address: `?page=` of "my registrations", from 1. A light module with no
 * imports: the route tree's first chunk takes it (decision 0022); the page clamps the page to the
 * list's bounds when it asks for it (my-registrations-search.ts).
 */
export interface AccountSearch {
  page?: number;
}

/** Every key named, a dropped one as undefined: the router lays this over the raw search. */
export function validateAccountSearch(raw: Record<string, unknown>): AccountSearch {
  const page = typeof raw.page === "number" ? raw.page : Number(raw.page);
  return { page: Number.isSafeInteger(page) && page > 1 ? page : undefined };
}
