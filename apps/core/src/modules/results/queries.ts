import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  RESULT_STATUSES,
  resultGenderSchema,
  resultSplitSchema,
  sportTypeSchema,
  type Locale,
  type ResultGender,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";

const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const column = (name: string, language: Locale) =>
  sql.raw(`${name}_${language === "en" ? "en" : "ru"}`);

const eventRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  tenant_id: z.string(),
  name: z.string(),
  city: z.string(),
  sport_type: sportTypeSchema,
  starts_at: z.string(),
  results_state: z.enum(["none", "pending", "published"]),
  series_code: z.string().nullable(),
});
export type ResultsEventRow = z.infer<typeof eventRowSchema>;

/** A published event by code, in the asked language. */
export async function selectResultsEvent(
  db: CoreDb,
  code: string,
  language: Locale,
): Promise<ResultsEventRow | undefined> {
  const rows = await queryRows(
    db,
    sql`select e.id, e.code, e.tenant_id, e.${column("name", language)} as name,
               e.${column("city", language)} as city, e.sport_type,
               ${isoText("e.starts_at")} as starts_at, e.results_state, s.code as series_code
          from events e left join series s on s.id = e.series_id
         where e.code = ${code} and e.is_published`,
    eventRowSchema,
  );
  return rows[0];
}

const raceRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  distance_meters: z.number().int(),
  distance_unit: z.enum(["km", "m"]),
  starts_at: z.string(),
  starters: z.coerce.number().int(),
  finishers: z.coerce.number().int(),
  has_splits: z.boolean(),
});
export type ResultsRaceRow = z.infer<typeof raceRowSchema>;

/** The event's races in their order, with how many started and finished; results counted only once published. */
export function selectResultsRaces(
  db: CoreDb,
  eventId: number,
  language: Locale,
): Promise<ResultsRaceRow[]> {
  return queryRows(
    db,
    sql`select r.id, r.code, r.${column("name", language)} as name, r.distance_meters, r.distance_unit,
               ${isoText("r.starts_at")} as starts_at,
               count(rr.id) as starters,
               count(rr.id) filter (where rr.status = 'finished') as finishers,
               coalesce(bool_or(jsonb_array_length(rr.splits) > 0), false) as has_splits
          from races r
          join events e on e.id = r.event_id
          left join race_results rr on rr.race_id = r.id and e.results_state = 'published'
         where r.event_id = ${eventId}
         group by r.id
         order by r.position`,
    raceRowSchema,
  );
}

export interface ResultFilters {
  search?: string;
  gender?: ResultGender;
  category?: string;
}

/** `%term%` with LIKE's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterClause(filters: ResultFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.search !== undefined) {
    const pattern = containsPattern(filters.search);
    // A bib is matched whole ("12" is not 1012); a name in either language, any part of it.
    conditions.push(
      sql`(l.bib = ${filters.search} or l.name_ru ilike ${pattern} or l.name_en ilike ${pattern})`,
    );
  }
  if (filters.gender !== undefined) conditions.push(sql`l.gender = ${filters.gender}`);
  if (filters.category !== undefined) conditions.push(sql`l.category = ${filters.category}`);
  return sql.join(conditions, sql` and `);
}

const lineRowSchema = z.object({
  place: z.number().int().nullable(),
  gender_place: z.coerce.number().int().nullable(),
  category_place: z.coerce.number().int().nullable(),
  bib: z.string(),
  name: z.string(),
  gender: resultGenderSchema,
  birth_year: z.number().int(),
  category: z.string(),
  club: z.string().nullable(),
  club_en: z.string().nullable(),
  city: z.string().nullable(),
  finish_ms: z.number().int().nullable(),
  status: z.enum(RESULT_STATUSES),
  splits: z.array(resultSplitSchema),
  total: z.coerce.number().int(),
});
export type ResultLineRow = z.infer<typeof lineRowSchema>;

/**
 * One page of a race's results: places within the gender and the category are counted over the
 * whole race first, so a filtered table keeps them; finishers by place, then DNF, then DSQ.
 */
export function selectResultLines(
  db: CoreDb,
  raceId: number,
  language: Locale,
  filters: ResultFilters,
  page: { limit: number; offset: number },
): Promise<ResultLineRow[]> {
  return queryRows(
    db,
    sql`with l as (
          select rr.*,
                 case when rr.status = 'finished' then row_number() over (
                   partition by rr.gender, rr.status = 'finished' order by rr.finish_ms, rr.bib) end as gender_place,
                 case when rr.status = 'finished' then row_number() over (
                   partition by rr.category, rr.status = 'finished' order by rr.finish_ms, rr.bib) end as category_place
            from race_results rr
           where rr.race_id = ${raceId}
        )
        select l.place, l.gender_place, l.category_place, l.bib, l.${column("name", language)} as name,
               l.gender, l.birth_year, l.category, l.${column("club", language)} as club,
               l.club_en, l.${column("city", language)} as city, l.finish_ms, l.status, l.splits,
               count(*) over () as total
          from l
         where ${filterClause(filters)}
         order by l.place nulls last, l.status, length(l.bib), l.bib
         limit ${page.limit} offset ${page.offset}`,
    lineRowSchema,
  );
}

/** How many lines match when the asked page is past the end (no row carries the total then). */
export async function countResultLines(
  db: CoreDb,
  raceId: number,
  filters: ResultFilters,
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select count(*)::int as total from race_results l
         where l.race_id = ${raceId} and ${filterClause(filters)}`,
    z.object({ total: z.coerce.number().int() }),
  );
  return rows[0]?.total ?? 0;
}

/** The categories a race has, for the filter's choices. */
export async function selectRaceCategories(db: CoreDb, raceId: number): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select distinct category from race_results where race_id = ${raceId}`,
    z.object({ category: z.string() }),
  );
  return rows.map((r) => r.category);
}
