import type { ListFilterQuery, Locale } from "@reg/domain";

/** How many upcoming events the home page shows: two full rows on a desktop. */
export const HOME_UPCOMING_LIMIT = 6;

/** The one input both the route loader (prefetch) and the page (read) use, so they share a cache entry. */
export function upcomingEventsInput(language: Locale): ListFilterQuery {
  return { language, eventsLoaderType: "future", limit: HOME_UPCOMING_LIMIT };
}
