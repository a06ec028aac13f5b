import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { RESULT_STATUSES, type Locale } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";

const column = (name: string, language: Locale) =>
  sql.raw(`${name}_${language === "en" ? "en" : "ru"}`);
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Results count once their event is published with published results, on the Host's tenant (`scope`). */
function countedClause(scope: string | null): SQL {
  return scope === null
    ? sql`e.is_published and e.results_state = 'published'`
    : sql`e.is_published and e.results_state = 'published' and e.tenant_id = ${scope}`;
}

const FROM_RESULTS = sql`race_results rr
  join races r on r.id = rr.race_id
  join events e on e.id = r.event_id`;

/** The Latin club names the counted results give: the club codes are made of them (domain rule). */
export async function selectClubNames(db: CoreDb, scope: string | null): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`select distinct rr.club_en as name from ${FROM_RESULTS}
         where rr.club_en is not null and ${countedClause(scope)}
         order by 1`,
    z.object({ name: z.string() }),
  );
  return rows.map((row) => row.name);
}

/** `(club_en, code)` pairs as a VALUES list, so the grouping is by the domain's code. */
function codesTable(codes: ReadonlyMap<string, string>): SQL {
  const rows = [...codes].map(([name, code]) => sql`(${name}::text, ${code}::text)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as n(club_en, code)`;
}

const clubTotalsRowSchema = z.object({
  code: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  city: z.string().nullable(),
  finishers: z.coerce.number().int(),
  starts: z.coerce.number().int(),
  podiums: z.coerce.number().int(),
  events: z.coerce.number().int(),
});
export type ClubTotalsRow = z.infer<typeof clubTotalsRowSchema>;

/**
 * Every club's totals: finishers are distinct people (name and birth year) with a finish, starts
 * every line, podiums overall places 1–3; the city is the one most of its finishers give.
 */
export function selectClubTotals(
  db: CoreDb,
  codes: ReadonlyMap<string, string>,
  scope: string | null,
  language: Locale,
) {
  if (codes.size === 0) return Promise.resolve([]);
  return queryRows(
    db,
    sql`with lines as (
          select n.code, rr.club_ru, rr.club_en, rr.name_ru, rr.birth_year,
                 rr.${column("city", language)} as city, rr.place, rr.status, e.id as event_id
            from ${FROM_RESULTS}
            join ${codesTable(codes)} on n.club_en = rr.club_en
           where ${countedClause(scope)}
        ), totals as (
          -- The spelling most lines give, when a club's results spell it more than one way.
          select code, mode() within group (order by club_ru) as name_ru,
                 mode() within group (order by club_en) as name_en,
                 count(distinct (name_ru, birth_year)) filter (where status = 'finished') as finishers,
                 count(*) as starts,
                 count(*) filter (where place <= 3) as podiums,
                 count(distinct event_id) as events
            from lines group by code
        ), cities as (
          select code, city,
                 row_number() over (partition by code order by count(*) desc, city) as n
            from (select distinct code, name_ru, birth_year, city from lines
                   where status = 'finished' and city is not null) people
           group by code, city
        )
        select t.code, t.name_ru, t.name_en, c.city, t.finishers, t.starts, t.podiums, t.events
          from totals t left join cities c on c.code = t.code and c.n = 1`,
    clubTotalsRowSchema,
  );
}

function namesIn(names: readonly string[]): SQL {
  return sql`rr.club_en in (${sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  )})`;
}

/** How many of a club's best finishers the page shows. */
export const BEST_FINISHERS_SIZE = 5;

/** The club's best finishers: most podiums, then the best place, then most starts. */
export function selectBestFinishers(
  db: CoreDb,
  names: readonly string[],
  scope: string | null,
  language: Locale,
) {
  return queryRows(
    db,
    sql`select min(rr.${column("name", language)}) as name, rr.birth_year,
               count(*)::int as starts,
               count(*) filter (where rr.place <= 3)::int as podiums,
               min(rr.place) as best_place
          from ${FROM_RESULTS}
         where ${namesIn(names)} and ${countedClause(scope)}
         group by rr.name_ru, rr.birth_year
         order by podiums desc, best_place asc nulls last, starts desc, name
         limit ${BEST_FINISHERS_SIZE}`,
    z.object({
      name: z.string(),
      birth_year: z.coerce.number().int(),
      starts: z.coerce.number().int(),
      podiums: z.coerce.number().int(),
      best_place: z.coerce.number().int().nullable(),
    }),
  );
}

/** A page of the club's results, the newest race first, each race's lines by place. */
export function selectClubResults(
  db: CoreDb,
  names: readonly string[],
  scope: string | null,
  language: Locale,
  page: { limit: number; offset: number },
) {
  return queryRows(
    db,
    sql`select ${isoText("r.starts_at")} as starts_at, e.code as event_code,
               e.${column("name", language)} as event_name, r.code as race_code,
               r.${column("name", language)} as race_name, rr.${column("name", language)} as name,
               rr.place, rr.finish_ms, rr.status
          from ${FROM_RESULTS}
         where ${namesIn(names)} and ${countedClause(scope)}
         order by r.starts_at desc, e.code, r.position, rr.place asc nulls last, rr.bib
         limit ${page.limit} offset ${page.offset}`,
    z.object({
      starts_at: z.string(),
      event_code: z.string(),
      event_name: z.string(),
      race_code: z.string(),
      race_name: z.string(),
      name: z.string(),
      place: z.coerce.number().int().nullable(),
      finish_ms: z.coerce.number().int().nullable(),
      status: z.enum(RESULT_STATUSES),
    }),
  );
}
