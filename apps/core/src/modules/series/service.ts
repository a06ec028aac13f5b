import { RESULT_GENDERS, type SeriesPage, type SeriesPageQuery } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { AppError } from "../../http/app-error";
import { selectSeries, selectStages, selectStandings } from "./queries";

/**
 * The series page (issue 8 item 3): the series, its stages and standings in the asked language.
 * A custom tenant's site shows only its own series (`scope`); the main portal shows every one.
 */
export async function seriesPage(
  db: CoreDb,
  query: SeriesPageQuery,
  scope: string | null,
): Promise<SeriesPage> {
  const found = await selectSeries(db, query.code, query.language);
  if (!found || (scope !== null && found.tenant_id !== scope)) throw new AppError("NOT_FOUND");
  const [stages, standings] = await Promise.all([
    selectStages(db, found.id, query.language),
    selectStandings(db, found.id, query.language),
  ]);
  return {
    code: found.code,
    name: found.name,
    description: found.description ?? "",
    sportType: found.sport_type,
    imageUrl: found.image_url,
    startsAt: stages[0]?.starts_at ?? null,
    endsAt: stages.at(-1)?.ends_at ?? null,
    stages: stages.map((stage, index) => ({
      stage: index + 1,
      code: stage.code,
      name: stage.name,
      city: stage.city,
      startsAt: stage.starts_at,
      endsAt: stage.ends_at,
      isOnline: stage.is_online,
      resultsState: stage.results_state,
    })),
    standings: RESULT_GENDERS.map((gender) => ({
      gender,
      lines: standings
        .filter((line) => line.gender === gender)
        .map(({ place, name, club, points, stages: count }) => ({
          place,
          name,
          club,
          points,
          stages: count,
        })),
    })).filter((group) => group.lines.length > 0),
  };
}
