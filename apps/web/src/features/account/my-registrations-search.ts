import {
  MY_REGISTRATIONS_MAX_OFFSET,
  MY_REGISTRATIONS_PAGE_SIZE,
  type Locale,
  type MyRegistrationsInput,
} from "@reg/domain";
import type { AccountSearch } from "./account-search";

const MAX_PAGE = Math.floor(MY_REGISTRATIONS_MAX_OFFSET / MY_REGISTRATIONS_PAGE_SIZE) + 1;

/** The list's input for the address's page; a page past the bounds asks for the last one allowed. */
export function myRegistrationsInputOf(
  language: Locale,
  search: AccountSearch,
): MyRegistrationsInput {
  const page = Math.min(search.page ?? 1, MAX_PAGE);
  return { language, offset: (page - 1) * MY_REGISTRATIONS_PAGE_SIZE };
}
