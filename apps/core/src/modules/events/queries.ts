import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  AGE_GROUPS,
  sportTypeSchema,
  type AgeGroup,
  type EventListTab,
  type Locale,
  type RegionCode,
  type SportType,
  tabReadsNewestFirst,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";

export interface EventListParams {
  tab: EventListTab;
  language: Locale;
  search?: string;
  /** Also match a typo (pg_trgm word similarity): the second try when the search found nothing. */
  typoTolerant?: boolean;
  sportType?: SportType;
  ageGroup?: AgeGroup;
  /** Runs at some moment between these instants (Moscow days' midnights), either end open. */
  days?: { start?: Date; end?: Date };
  /** The subject of the Russian Federation the event runs in (never an online event). */
  region?: RegionCode;
  city?: string;
  /** Some race's distance within these whole metres, both ends included. */
  distanceMeters?: { min?: number; max?: number };
  /** Every race free now. */
  free?: boolean;
  /** The card's all-in "from" price at most this (free events included). */
  maxPriceFromKopecks?: number;
  online?: boolean;
  withPlacesLeft?: boolean;
  /** Only the events of the series with this code (the series page's Events tab). */
  seriesCode?: string;
  limit: number;
  offset: number;
  /** Only this tenant's events; null lists every tenant's (the main portal). */
  tenantId: string | null;
  now: Date;
  /** The Moscow day `now` falls on, for the "today" tab. */
  today: { start: Date; end: Date };
}

const timestamp = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;
/** ISO-8601 UTC text straight from SQL, identical on both drivers (they parse timestamptz differently). */
const isoText = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** `%term%` with LIKE's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Each tab's rule, as `eventInTab` in @reg/domain says it (test/event-list-tabs.test.ts compares them). */
function tabCondition(params: EventListParams): SQL | undefined {
  const now = timestamp(params.now);
  switch (params.tab) {
    case "all":
      return undefined;
    case "future":
      return sql`e.starts_at > ${now}`;
    case "today":
      return runsWithin(params.today);
    case "series":
      return sql`e.series_id is not null`;
    case "virtual":
      return sql`e.is_online`;
    case "results":
      return sql`e.ends_at < ${now} and e.results_state = 'published'`;
    case "past":
      return sql`e.ends_at < ${now}`;
  }
}

/** `eventRunsOnMoscowDays` (@reg/domain): the event runs at some moment of [start, end). */
function runsWithin(days: { start?: Date; end?: Date }): SQL | undefined {
  const bounds: SQL[] = [];
  if (days.end) bounds.push(sql`e.starts_at < ${timestamp(days.end)}`);
  if (days.start) bounds.push(sql`e.ends_at > ${timestamp(days.start)}`);
  return bounds.length === 0 ? undefined : sql.join(bounds, sql` and `);
}

/**
 * A race's price now: the latest tier that has started, else the first (registration not open
 * yet), else free. The card's CTE below says the same with aggregates.
 */
function currentPrice(now: SQL): SQL {
  return sql`coalesce(
    (select pt.price_kopecks from price_tiers pt where pt.race_id = r.id and pt.starts_at <= ${now} order by pt.starts_at desc limit 1),
    (select pt.price_kopecks from price_tiers pt where pt.race_id = r.id order by pt.starts_at asc limit 1),
    0)`;
}

/**
 * The search (migration 0005): full text with the `russian` configuration (any case and form of a
 * word, in names, cities and descriptions) or a part of a name or city (ILIKE); when `typoTolerant`,
 * also a typo in a word of a name or city (pg_trgm word similarity, `<%`). All GIN-indexed. The
 * text is only ever a bound parameter, and websearch_to_tsquery never fails on syntax, so any
 * string is just text.
 */
function searchCondition(search: string, typoTolerant: boolean): SQL {
  const typo = typoTolerant ? sql` or ${search} <% e.search_text` : sql``;
  return sql`(e.search_vector @@ websearch_to_tsquery('russian', ${search})
    or e.search_text ilike ${containsPattern(search)}${typo})`;
}

export function whereClause(params: EventListParams): SQL {
  const conditions: SQL[] = [sql`e.is_published`];
  if (params.tenantId !== null) conditions.push(sql`e.tenant_id = ${params.tenantId}`);
  const tab = tabCondition(params);
  if (tab) conditions.push(tab);
  if (params.search) conditions.push(searchCondition(params.search, params.typoTolerant ?? false));
  if (params.sportType) conditions.push(sql`e.sport_type = ${params.sportType}`);
  if (params.ageGroup) {
    const group = AGE_GROUPS[params.ageGroup];
    conditions.push(
      sql`exists (select 1 from races r where r.event_id = e.id and r.min_age <= ${group.maxAge} and r.max_age >= ${group.minAge})`,
    );
  }
  const days = params.days && runsWithin(params.days);
  if (days) conditions.push(days);
  if (params.region) conditions.push(sql`e.region = ${params.region}`);
  if (params.city) {
    conditions.push(
      sql`(lower(e.city_ru) = lower(${params.city}) or lower(e.city_en) = lower(${params.city}))`,
    );
  }
  const distance = params.distanceMeters;
  if (distance && (distance.min !== undefined || distance.max !== undefined)) {
    const min = distance.min ?? 0;
    const max = distance.max ?? 2_147_483_647;
    conditions.push(
      sql`exists (select 1 from races r where r.event_id = e.id and r.distance_meters between ${min} and ${max})`,
    );
  }
  const now = timestamp(params.now);
  // Races with their price now, for the price filters.
  const pricedRaces = sql`races r cross join lateral (select ${currentPrice(now)} as price) cp where r.event_id = e.id`;
  const paidRace = sql`exists (select 1 from ${pricedRaces} and cp.price > 0)`;
  if (params.free) conditions.push(sql`not ${paidRace}`);
  if (params.maxPriceFromKopecks !== undefined) {
    // The commission rounded as commissionFor (@reg/domain) rounds it, half up to the kopeck; the
    // core test checks this filter against the cards' priceFromKopecks, which the domain computes.
    const allIn = sql`cp.price::bigint + (cp.price::bigint * e.commission_basis_points + 5000) / 10000`;
    conditions.push(
      sql`(not ${paidRace} or exists (select 1 from ${pricedRaces} and cp.price > 0 and ${allIn} <= ${params.maxPriceFromKopecks}))`,
    );
  }
  if (params.online !== undefined) conditions.push(sql`e.is_online = ${params.online}`);
  // A race has places while taken < capacity; the card's placesLeft is "none" only when none has.
  if (params.withPlacesLeft) {
    conditions.push(
      sql`exists (select 1 from races r where r.event_id = e.id and r.taken < r.capacity)`,
    );
  }
  if (params.seriesCode !== undefined)
    conditions.push(
      sql`e.series_id = (select s.id from series s where s.code = ${params.seriesCode})`,
    );
  return sql.join(conditions, sql` and `);
}

/** Ended events read newest first; everything else soonest first. The id makes pages stable. */
function orderBy(tab: EventListTab): SQL {
  return tabReadsNewestFirst(tab)
    ? sql.raw("e.starts_at desc, e.id desc")
    : sql.raw("e.starts_at asc, e.id asc");
}

const eventListRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  sport_type: sportTypeSchema,
  city: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  is_online: z.boolean(),
  commission_basis_points: z.number().int(),
  live: z.coerce.number().int(),
  rating: z.number().nullable(),
  rating_approved: z.boolean(),
  series_code: z.string().nullable(),
  image_url: z.string().nullable(),
  total: z.coerce.number().int(),
  distances: z.array(
    z.object({ code: z.string(), meters: z.number().int(), unit: z.enum(["km", "m"]) }),
  ),
  capacity: z.coerce.number().int(),
  taken: z.coerce.number().int(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  next_rise: z.string().nullable(),
});
export type EventListRow = z.infer<typeof eventListRowSchema>;

/**
 * One page of the event list in ONE statement: the filtered, ordered page of events (with the total
 * from a window count); the races of just those events joined with their price tiers once (the current
 * price is the latest tier that has started, else the first; the next rise is the earliest tier still
 * to come); then one row per event. Plain joins and aggregates: per-race correlated subqueries were
 * 4× slower on PGlite. The lowest PAID price is the card's "from" price, free kids' starts aside.
 * The live count rides on every row (an uncorrelated subquery, evaluated once).
 */
export async function selectEventPage(
  db: CoreDb,
  params: EventListParams,
): Promise<EventListRow[]> {
  const suffix = params.language === "en" ? "en" : "ru";
  const now = timestamp(params.now);
  const order = orderBy(params.tab);
  return queryRows(
    db,
    sql`
      with page as (
        select e.id, e.code, ${sql.raw(`e.name_${suffix}`)} as name, e.sport_type, ${sql.raw(`e.city_${suffix}`)} as city,
               e.starts_at, e.ends_at, e.is_online, e.rating, e.rating_approved, e.series_id, e.image_url,
               e.commission_basis_points,
               count(*) over () as total,
               row_number() over (order by ${order}) as ord
        from events e
        where ${whereClause(params)}
        order by ${order}
        limit ${params.limit} offset ${params.offset}
      ),
      race_prices as (
        select r.event_id, r.code, r.position, r.distance_meters, r.distance_unit, r.capacity, r.taken,
               coalesce(
                 (array_agg(pt.price_kopecks order by pt.starts_at desc) filter (where pt.starts_at <= ${now}))[1],
                 (array_agg(pt.price_kopecks order by pt.starts_at asc))[1],
                 0) as price,
               min(pt.starts_at) filter (where pt.starts_at > ${now}) as next_at
        from races r
        left join price_tiers pt on pt.race_id = r.id
        where r.event_id in (select id from page)
        group by r.id
      ),
      race_stats as (
        select event_id,
               json_agg(json_build_object('code', code, 'meters', distance_meters, 'unit', distance_unit) order by position) as distances,
               sum(capacity)::int as capacity,
               sum(taken)::int as taken,
               (min(price) filter (where price > 0))::int as min_price,
               max(price)::int as max_price,
               min(next_at) as next_at
        from race_prices
        group by event_id
      )
      select p.code, p.name, p.sport_type, p.city,
             ${isoText("p.starts_at")} as starts_at, ${isoText("p.ends_at")} as ends_at,
             p.is_online, p.commission_basis_points,
             (${liveCountSql(params.tenantId, params.now)}) as live, p.rating, p.rating_approved, s.code as series_code, p.image_url, p.total,
             coalesce(rs.distances, '[]'::json) as distances, coalesce(rs.capacity, 0) as capacity,
             coalesce(rs.taken, 0) as taken, rs.min_price, rs.max_price, ${isoText("rs.next_at")} as next_rise
      from page p
      left join series s on s.id = p.series_id
      left join race_stats rs on rs.event_id = p.id
      order by p.ord`,
    eventListRowSchema,
  );
}

const countRowSchema = z.object({ count: z.coerce.number().int() });
const countsRowSchema = z.object({
  total: z.coerce.number().int(),
  live: z.coerce.number().int(),
});

/** Published events that have started and not yet ended at `now`, in the scope. */
function liveCountSql(tenantId: string | null, now: Date): SQL {
  const at = timestamp(now);
  const tenant = tenantId === null ? sql`true` : sql`l.tenant_id = ${tenantId}`;
  return sql`select count(*)::int from events l where l.is_published and ${tenant} and l.starts_at <= ${at} and l.ends_at > ${at}`;
}

/** The total and the live count alone, for an empty page (the page's rows carry them otherwise). */
export async function countEvents(
  db: CoreDb,
  params: EventListParams,
): Promise<{ total: number; live: number }> {
  const rows = await queryRows(
    db,
    sql`select (select count(*)::int from events e where ${whereClause(params)}) as total,
               (${liveCountSql(params.tenantId, params.now)}) as live`,
    countsRowSchema,
  );
  return rows[0] ?? { total: 0, live: 0 };
}

/** Published events that have started and not yet ended at `now`. */
export async function countLiveEvents(
  db: CoreDb,
  tenantId: string | null,
  now: Date,
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select (${liveCountSql(tenantId, now)}) as count`,
    countRowSchema,
  );
  return rows[0]?.count ?? 0;
}
