import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  START_LIST_PAGE_SIZE,
  type Locale,
  type StartListEntry,
  type StartListResult,
} from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { queryRows } from "../../../db/query-rows";
import { AppError } from "../../../http/app-error";
import { findPublishedEvent } from "./page-queries";

export interface StartListParams {
  code: string;
  language: Locale;
  search?: string;
  race?: string;
  offset: number;
  scope: string | null;
}

const entryRowSchema = z.object({
  bib: z.string().nullable(),
  race_code: z.string(),
  shown: z.boolean(),
  name: z.string().nullable(),
  club: z.string().nullable(),
  city: z.string().nullable(),
  birth_year: z.number().int().nullable(),
  gender: z.enum(["male", "female"]).nullable(),
  total: z.coerce.number().int(),
});

const raceRowSchema = z.object({ code: z.string(), name: z.string() });

/** `%term%` with LIKE's own wildcards taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the start list (docs/decisions/0018). Listed: the organizer's entries and those of
 * registrations that are paid. Who did not agree to be shown is a row without name, club, city,
 * birth year or gender: SQL never selects them, so they cannot leak. A search reads only the
 * shown entries (searching a hidden person's name must not find, or count, them).
 */
export async function readStartList(db: CoreDb, params: StartListParams): Promise<StartListResult> {
  const event = await findPublishedEvent(db, params.code, params.scope);
  if (!event) throw new AppError("NOT_FOUND");
  const en = params.language === "en";
  const name = sql.raw(en ? "s.name_en" : "s.name_ru");
  const city = sql.raw(en ? "s.city_en" : "s.city_ru");
  const conditions = [
    sql`s.event_id = ${event.id}`,
    sql`(s.registration_id is null or exists (select 1 from registrations g where g.id = s.registration_id and g.state = 'paid'))`,
  ];
  if (params.race) conditions.push(sql`r.code = ${params.race}`);
  const search = params.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(sql`s.show_in_start_list and (s.name_ru ilike ${pattern} or s.name_en ilike ${pattern}
      or s.club ilike ${pattern} or s.city_ru ilike ${pattern} or s.city_en ilike ${pattern})`);
  }
  const [rows, raceRows] = await Promise.all([
    queryRows(
      db,
      sql`select s.bib, r.code as race_code, s.show_in_start_list as shown,
                 case when s.show_in_start_list then ${name} end as name,
                 case when s.show_in_start_list then s.club end as club,
                 case when s.show_in_start_list then ${city} end as city,
                 case when s.show_in_start_list then s.birth_year::int end as birth_year,
                 case when s.show_in_start_list then s.gender end as gender,
                 count(*) over () as total
          from start_list_entries s join races r on r.id = s.race_id
          where ${sql.join(conditions, sql` and `)}
          order by r.position, s.bib nulls last, s.id
          limit ${START_LIST_PAGE_SIZE} offset ${params.offset}`,
      entryRowSchema,
    ),
    queryRows(
      db,
      sql`select code, ${sql.raw(en ? "name_en" : "name_ru")} as name from races
          where event_id = ${event.id} order by position`,
      raceRowSchema,
    ),
  ]);
  const total = rows[0]?.total ?? (params.offset > 0 ? await countEntries(db, conditions) : 0);
  return {
    entries: rows.map((row): StartListEntry => ({
      bib: row.bib,
      raceCode: row.race_code,
      hidden: !row.shown,
      name: row.name,
      club: row.club,
      city: row.city,
      birthYear: row.birth_year,
      gender: row.gender,
    })),
    total,
    pageSize: START_LIST_PAGE_SIZE,
    races: raceRows,
  };
}

/** The total alone, for a page past the end (its rows carry it otherwise). */
async function countEntries(db: CoreDb, conditions: ReturnType<typeof sql>[]): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select count(*)::int as count from start_list_entries s join races r on r.id = s.race_id
        where ${sql.join(conditions, sql` and `)}`,
    z.object({ count: z.coerce.number().int() }),
  );
  return rows[0]?.count ?? 0;
}
