import {
  DEFAULT_TENANT,
  moscowDate,
  moscowDayRange,
  placesLeft,
  type EventCard,
  type ListFilterQuery,
  type ListFilterResult,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { countEvents, countLiveEvents, selectEventPage, type EventListRow } from "./queries";

export const DEFAULT_PAGE_SIZE = 24;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole Moscow calendar days from the day of `from` to the day of `to` (0 = same day). */
export function moscowDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(moscowDate(to)) - Date.parse(moscowDate(from))) / DAY_MS);
}

/** The main portal lists every organizer's events; a custom tenant's site lists only its own. */
export function eventScope(tenantId: string | undefined): string | null {
  return tenantId === undefined || tenantId === DEFAULT_TENANT ? null : tenantId;
}

function toCard(row: EventListRow, now: Date): EventCard {
  // A race without tiers, or at price 0, costs nothing; the event is free when every race is.
  const isFree = (row.max_price ?? 0) === 0;
  return {
    code: row.code,
    name: row.name,
    sportType: row.sport_type,
    city: row.city,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    distances: row.distances.map((d) => ({
      value: d.unit === "km" ? d.meters / 1000 : d.meters,
      unit: d.unit,
    })),
    // The races by code, for links to their register pages (a tenant app's home lists them).
    races: row.distances.map((d) => ({
      code: d.code,
      distance: { value: d.unit === "km" ? d.meters / 1000 : d.meters, unit: d.unit },
    })),
    placesLeft: placesLeft(row.capacity, row.taken),
    minPriceKopecks: isFree ? null : row.min_price,
    isFree,
    isOnline: row.is_online,
    rating: row.rating,
    ratingApproved: row.rating_approved,
    seriesCode: row.series_code,
    // Calendar days in Moscow: a rise at tomorrow's midnight is "1 day" whatever the hour now.
    daysUntilPriceIncrease:
      row.next_rise === null ? null : moscowDaysBetween(now, new Date(row.next_rise)),
    imageUrl: row.image_url,
  };
}

export async function listEvents(
  db: CoreDb,
  query: ListFilterQuery,
  tenantId: string | null,
  now: Date,
): Promise<ListFilterResult> {
  const params = {
    tab: query.eventsLoaderType ?? "all",
    language: query.language,
    search: query.search === "" ? undefined : query.search,
    sportType: query.sportType,
    ageGroup: query.ageGroup,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
    tenantId,
    now,
    today: moscowDayRange(moscowDate(now)),
  };
  const rows = await selectEventPage(db, params);
  const first = rows[0];
  const total = first ? first.total : params.offset > 0 ? await countEvents(db, params) : 0;
  return { events: rows.map((row) => toCard(row, now)), total };
}

export function liveEventCount(db: CoreDb, tenantId: string | null, now: Date): Promise<number> {
  return countLiveEvents(db, tenantId, now);
}
