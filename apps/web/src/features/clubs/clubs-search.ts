import { CLUBS_MAX_PAGE, CLUBS_SEARCH_MAX_LENGTH, freeTextSchema } from "@reg/domain";
import * as z from "zod/mini";

/** The ranking's address: the search and the page, so a found club can be shared. */
export interface ClubsSearch {
  q?: string;
  page?: number;
}

// zod/mini, as the results' address: this runs in the portal's first chunk (decision 0022).
const pageSchema = z.coerce.number().check(z.int(), z.gte(2), z.lte(CLUBS_MAX_PAGE));

/**
 * Keeps each valid search param and drops the rest (a hand-edited link still opens the page).
 * Every key is named, a dropped one as undefined: the router lays this over the raw search.
 */
export function validateClubsSearch(raw: Record<string, unknown>): ClubsSearch {
  const search: ClubsSearch = { q: undefined, page: undefined };
  const q = freeTextSchema(CLUBS_SEARCH_MAX_LENGTH).safeParse(
    typeof raw.q === "number" ? String(raw.q) : raw.q,
  );
  if (q.success && q.data !== "") search.q = q.data;
  const page = pageSchema.safeParse(raw.page);
  if (page.success) search.page = page.data;
  return search;
}

/** A club page's address keeps only its results' page. */
export function validateClubPageSearch(raw: Record<string, unknown>): { page?: number } {
  const page = pageSchema.safeParse(raw.page);
  return { page: page.success ? page.data : undefined };
}
