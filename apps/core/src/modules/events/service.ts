import {
  allInSlotKopecks,
  DEFAULT_TENANT,
  moscowDate,
  moscowDayRange,
  placesLeft,
  type EventCard,
  type ListFilterQuery,
  type ListFilterResult,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import {
  countEvents,
  countLiveEvents,
  selectEventPage,
  type EventListParams,
  type EventListRow,
} from "./queries";

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
    priceFromKopecks:
      isFree || row.min_price === null
        ? null
        : allInSlotKopecks(row.min_price, row.commission_basis_points),
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

/** The query's filters as the SQL takes them: Moscow days as instants, km as metres, rubles as kopecks. */
export function listParams(
  query: ListFilterQuery,
  tenantId: string | null,
  now: Date,
): EventListParams {
  const toMeters = (km: number | undefined) =>
    km === undefined ? undefined : Math.round(km * 1000);
  return {
    tab: query.eventsLoaderType ?? "all",
    language: query.language,
    search: query.search === "" ? undefined : query.search,
    sportType: query.sportType,
    ageGroup: query.ageGroup,
    // Either end may be open: "from the 1st" or "until the 30th".
    days: {
      start: query.dateFrom === undefined ? undefined : moscowDayRange(query.dateFrom).start,
      end: query.dateTo === undefined ? undefined : moscowDayRange(query.dateTo).end,
    },
    region: query.region,
    city: query.city === "" ? undefined : query.city,
    distanceMeters: { min: toMeters(query.distanceMinKm), max: toMeters(query.distanceMaxKm) },
    free: query.free,
    maxPriceFromKopecks:
      query.maxPriceRubles === undefined ? undefined : query.maxPriceRubles * 100,
    online: query.online,
    withPlacesLeft: query.withPlacesLeft,
    seriesCode: query.seriesCode,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
    tenantId,
    now,
    today: moscowDayRange(moscowDate(now)),
  };
}

export async function listEvents(
  db: CoreDb,
  query: ListFilterQuery,
  tenantId: string | null,
  now: Date,
): Promise<ListFilterResult> {
  const exact = listParams(query, tenantId, now);
  let params = exact;
  let rows = await selectEventPage(db, exact);
  // Word similarity costs a pass over every candidate's trigrams (4× the exact search on 5,000
  // events), so a typo is looked for only when the words as typed found nothing at all.
  // A later page keeps the mode of the first: typos only when the words as typed match nothing.
  if (rows.length === 0 && exact.search !== undefined) {
    const exactTotal = exact.offset === 0 ? 0 : (await countEvents(db, exact)).total;
    if (exactTotal === 0) {
      params = { ...exact, typoTolerant: true };
      rows = await selectEventPage(db, params);
    }
  }
  const first = rows[0];
  // An empty page has no row to carry the counts: one more statement then, never otherwise.
  const counts = first ? { total: first.total, live: first.live } : await countEvents(db, params);
  return {
    events: rows.map((row) => toCard(row, now)),
    total: counts.total,
    liveCount: counts.live,
  };
}

export function liveEventCount(db: CoreDb, tenantId: string | null, now: Date): Promise<number> {
  return countLiveEvents(db, tenantId, now);
}
