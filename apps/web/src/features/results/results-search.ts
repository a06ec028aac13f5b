import {
  RESULTS_MAX_PAGE,
  RESULTS_SEARCH_MAX_LENGTH,
  freeTextSchema,
  resultCategorySchema,
  resultGenderSchema,
  type Locale,
  type RaceResultsQuery,
  type ResultGender,
} from "@reg/domain";
import * as z from "zod/mini";

/** A race table's address: the search, the filters and the page, so a filtered table can be shared. */
export interface RaceResultsSearch {
  q?: string;
  gender?: ResultGender;
  category?: string;
  page?: number;
}

// zod/mini, as the domain's rules above: this runs in the portal's first chunk (decision 0022).
const pageSchema = z.coerce.number().check(z.int(), z.gte(2), z.lte(RESULTS_MAX_PAGE));

/**
 * Reads the address's search params, keeping each valid one and dropping the rest: a hand-edited
 * or stale link still opens the table, just without what it could not read. Every key is named,
 * a dropped one as undefined: the router lays this over the raw search (`{ ...raw, ...validated }`).
 */
export function validateRaceResultsSearch(raw: Record<string, unknown>): RaceResultsSearch {
  const search: RaceResultsSearch = {
    q: undefined,
    gender: undefined,
    category: undefined,
    page: undefined,
  };
  const q = freeTextSchema(RESULTS_SEARCH_MAX_LENGTH).safeParse(
    typeof raw.q === "number" ? String(raw.q) : raw.q,
  );
  if (q.success && q.data !== "") search.q = q.data;
  const gender = resultGenderSchema.safeParse(raw.gender);
  if (gender.success) search.gender = gender.data;
  const category = resultCategorySchema.safeParse(raw.category);
  // A category of the other gender would only ever show an empty table.
  if (
    category.success &&
    (search.gender === undefined || category.data.startsWith(search.gender === "male" ? "M" : "F"))
  )
    search.category = category.data;
  const page = pageSchema.safeParse(raw.page);
  if (page.success) search.page = page.data;
  return search;
}

/** results.race's input for the address: the loader prefetches and the page reads the same entry. */
export function raceResultsInput(
  params: { eventCode: string; raceCode: string },
  search: RaceResultsSearch,
  language: Locale,
): RaceResultsQuery {
  return {
    eventCode: params.eventCode,
    raceCode: params.raceCode,
    language,
    ...(search.q === undefined ? {} : { search: search.q }),
    ...(search.gender === undefined ? {} : { gender: search.gender }),
    ...(search.category === undefined ? {} : { category: search.category }),
    ...(search.page === undefined ? {} : { page: search.page }),
  };
}
