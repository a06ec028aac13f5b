import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  sportTypeSchema,
  type ChampionshipList,
  type ChampionshipsQuery,
  type Locale,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { selectStandings } from "./queries";

const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const column = (name: string, language: Locale) =>
  sql.raw(`${name}_${language === "en" ? "en" : "ru"}`);

const championshipRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sport_type: z.nullable(sportTypeSchema),
  starts_at: z.string(),
  ends_at: z.string(),
  stages: z.coerce.number().int(),
  stages_with_results: z.coerce.number().int(),
});

/** The series with at least one published stage (the series page's stages), the latest season first. */
function selectChampionships(db: CoreDb, scope: string | null, language: Locale) {
  return queryRows(
    db,
    sql`select s.id, s.code, s.${column("name", language)} as name, p.sport_type,
               ${isoText("min(e.starts_at)")} as starts_at, ${isoText("max(e.ends_at)")} as ends_at,
               count(*) as stages,
               count(*) filter (where e.results_state = 'published') as stages_with_results
          from series s
          join events e on e.series_id = s.id and e.is_published
          left join series_profiles p on p.series_id = s.id
         where ${scope === null ? sql`true` : sql`s.tenant_id = ${scope}`}
         group by s.id, s.code, name, p.sport_type
         order by max(e.ends_at) desc, s.code`,
    championshipRowSchema,
  );
}

/**
 * GET /api/championships/list: every series of the Host's scope with its leaders, read from the
 * series page's own standings so the two pages never disagree.
 */
export async function listChampionships(
  db: CoreDb,
  query: ChampionshipsQuery,
  scope: string | null,
): Promise<ChampionshipList> {
  const rows = await selectChampionships(db, scope, query.language);
  const standings = await Promise.all(
    rows.map((row) =>
      row.stages_with_results === 0 ? [] : selectStandings(db, row.id, query.language),
    ),
  );
  return {
    championships: rows.map((row, index) => ({
      code: row.code,
      name: row.name,
      sportType: row.sport_type,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      stages: row.stages,
      stagesWithResults: row.stages_with_results,
      // The standings come men first; a tie for first shows the first line of it.
      leaders: (standings[index] ?? [])
        .filter((line, i, lines) => line.place === 1 && lines[i - 1]?.gender !== line.gender)
        .map(({ gender, name, club, points }) => ({ gender, name, club, points })),
    })),
  };
}
