import { sql } from "drizzle-orm";
import { z } from "zod";
import { resultGenderSchema, sportTypeSchema, type Locale } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";

/** How many lines of each gender's standings the page shows. */
export const STANDINGS_SIZE = 10;

const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const column = (name: string, language: Locale) =>
  sql.raw(`${name}_${language === "en" ? "en" : "ru"}`);

const seriesRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  tenant_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sport_type: z.nullable(sportTypeSchema),
  image_url: z.string().nullable(),
});

/** The series with its profile (absent profile: no description, sport or picture). */
export async function selectSeries(db: CoreDb, code: string, language: Locale) {
  const rows = await queryRows(
    db,
    sql`select s.id, s.code, s.tenant_id, s.${column("name", language)} as name,
               p.${column("description", language)} as description, p.sport_type, p.image_url
          from series s left join series_profiles p on p.series_id = s.id
         where s.code = ${code}`,
    seriesRowSchema,
  );
  return rows[0];
}

const stageRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  is_online: z.boolean(),
  results_state: z.enum(["none", "pending", "published"]),
});

/** The series' published events, oldest first. */
export function selectStages(db: CoreDb, seriesId: number, language: Locale) {
  return queryRows(
    db,
    sql`select e.code, e.${column("name", language)} as name, e.${column("city", language)} as city,
               ${isoText("e.starts_at")} as starts_at, ${isoText("e.ends_at")} as ends_at,
               e.is_online, e.results_state
          from events e
         where e.series_id = ${seriesId} and e.is_published
         order by e.starts_at, e.code`,
    stageRowSchema,
  );
}

const standingRowSchema = z.object({
  gender: resultGenderSchema,
  place: z.coerce.number().int(),
  name: z.string(),
  club: z.string().nullable(),
  points: z.coerce.number().int(),
  stages: z.coerce.number().int(),
});

/**
 * The overall standings: over the main race (the first) of every stage with published results,
 * a finisher earns 101 − their place among their gender (at least 1); a person is their name, gender
 * and birth year. The top STANDINGS_SIZE per gender, ties sharing a place.
 */
export function selectStandings(db: CoreDb, seriesId: number, language: Locale) {
  return queryRows(
    db,
    sql`with ranked as (
          select rr.name_ru, rr.name_en, rr.gender, rr.birth_year,
                 rr.${column("club", language)} as club, e.starts_at,
                 row_number() over (partition by rr.race_id, rr.gender order by rr.finish_ms, rr.bib) as gender_place
            from race_results rr
            join races r on r.id = rr.race_id
            join events e on e.id = r.event_id
           where e.series_id = ${seriesId} and e.is_published and e.results_state = 'published'
             and r.position = 0 and rr.status = 'finished'
        ), totals as (
          select ${column("name", language)} as name, gender,
                 (array_agg(club order by starts_at desc))[1] as club,
                 sum(greatest(1, 101 - gender_place))::int as points,
                 count(*)::int as stages
            from ranked
           group by name_ru, name_en, gender, birth_year
        ), placed as (
          select *, rank() over (partition by gender order by points desc) as place,
                 row_number() over (partition by gender order by points desc, stages desc, name) as line
            from totals
        )
        select gender, place, name, club, points, stages from placed
         where line <= ${STANDINGS_SIZE}
         order by gender desc, line`,
    standingRowSchema,
  );
}
