import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  EVENT_MAP_MAX_POINTS,
  sportTypeSchema,
  tabReadsNewestFirst,
  type ListFilterQuery,
  type MapPointsResult,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { countEvents, whereClause, type EventListParams } from "./queries";
import { listParams } from "./service";

const mapPointRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  sport_type: sportTypeSchema,
  city: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  total: z.coerce.number().int(),
});
type MapPointRow = z.infer<typeof mapPointRowSchema>;

const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The map's light read: the list's own where clause (the same filters, tab and scope), only events
 * with a place, no prices or races, at most EVENT_MAP_MAX_POINTS in the list's order.
 */
function selectMapPoints(db: CoreDb, params: EventListParams): Promise<MapPointRow[]> {
  const suffix = params.language === "en" ? "en" : "ru";
  const order = tabReadsNewestFirst(params.tab)
    ? sql.raw("e.starts_at desc, e.id desc")
    : sql.raw("e.starts_at asc, e.id asc");
  return queryRows(
    db,
    sql`
      select e.code, ${sql.raw(`e.name_${suffix}`)} as name, e.sport_type, ${sql.raw(`e.city_${suffix}`)} as city,
             ${isoText("e.starts_at")} as starts_at, ${isoText("e.ends_at")} as ends_at,
             e.latitude, e.longitude, count(*) over () as total
      from events e
      where ${whereClause(params)} and e.latitude is not null and e.longitude is not null
      order by ${order}
      limit ${EVENT_MAP_MAX_POINTS}`,
    mapPointRowSchema,
  );
}

/**
 * The points of the list the same query shows (paging aside). A typo is looked for exactly when the
 * list looks for one: the words as typed match no event at all, with a place or without.
 */
export async function listMapPoints(
  db: CoreDb,
  query: ListFilterQuery,
  tenantId: string | null,
  now: Date,
): Promise<MapPointsResult> {
  const exact = listParams({ ...query, limit: undefined, offset: undefined }, tenantId, now);
  let rows = await selectMapPoints(db, exact);
  if (rows.length === 0 && exact.search !== undefined) {
    const { total } = await countEvents(db, exact);
    if (total === 0) rows = await selectMapPoints(db, { ...exact, typoTolerant: true });
  }
  return {
    points: rows.map((row) => ({
      code: row.code,
      name: row.name,
      sportType: row.sport_type,
      city: row.city,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      latitude: row.latitude,
      longitude: row.longitude,
    })),
    total: rows[0]?.total ?? 0,
  };
}
