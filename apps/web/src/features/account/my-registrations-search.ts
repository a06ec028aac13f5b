import {
  MY_REGISTRATIONS_MAX_OFFSET,
  MY_REGISTRATIONS_PAGE_SIZE,
  type Locale,
  type MyRegistrationsInput,
} from "@reg/domain";

/** The account page's address: `?page=` of "my registrations", from 1. A bad value is dropped. */
export interface AccountSearch {
  page?: number;
}

const MAX_PAGE = Math.floor(MY_REGISTRATIONS_MAX_OFFSET / MY_REGISTRATIONS_PAGE_SIZE) + 1;

/** Every key named, a dropped one as undefined: the router lays this over the raw search. */
export function validateAccountSearch(raw: Record<string, unknown>): AccountSearch {
  const page = typeof raw.page === "number" ? raw.page : Number(raw.page);
  return { page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined };
}

export function myRegistrationsInputOf(
  language: Locale,
  search: AccountSearch,
): MyRegistrationsInput {
  return { language, offset: ((search.page ?? 1) - 1) * MY_REGISTRATIONS_PAGE_SIZE };
}
