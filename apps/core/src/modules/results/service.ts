import {
  RESULT_CATEGORIES,
  clubCode,
  RESULTS_PAGE_SIZE,
  type EventResults,
  type EventResultsQuery,
  type RaceResults,
  type ResultsRace,
  type raceResultsQuerySchema,
} from "@reg/domain";
import type { z } from "zod";
import type { CoreDb } from "../../db/database";
import { AppError } from "../../http/app-error";
import {
  countResultLines,
  selectRaceCategories,
  selectResultLines,
  selectResultsEvent,
  selectResultsRaces,
  type ResultsEventRow,
  type ResultsRaceRow,
} from "./queries";

type RaceResultsQuery = z.output<typeof raceResultsQuerySchema>;

function eventOf(row: ResultsEventRow): EventResults["event"] {
  return {
    code: row.code,
    name: row.name,
    city: row.city,
    sportType: row.sport_type,
    startsAt: row.starts_at,
    resultsState: row.results_state,
    seriesCode: row.series_code,
  };
}

function raceOf(row: ResultsRaceRow): ResultsRace {
  return {
    code: row.code,
    name: row.name,
    distance: {
      value: row.distance_unit === "km" ? row.distance_meters / 1000 : row.distance_meters,
      unit: row.distance_unit,
      meters: row.distance_meters,
    },
    startsAt: row.starts_at,
    starters: row.starters,
    finishers: row.finishers,
    hasSplits: row.has_splits,
  };
}

/** The event (within the caller's tenant scope) or 404. */
async function findEvent(
  db: CoreDb,
  code: string,
  language: EventResultsQuery["language"],
  scope: string | null,
): Promise<ResultsEventRow> {
  const event = await selectResultsEvent(db, code, language);
  if (!event || (scope !== null && event.tenant_id !== scope)) throw new AppError("NOT_FOUND");
  return event;
}

/** The results page of an event: its state and its races to pick one (issue 8 item 4). */
export async function eventResults(
  db: CoreDb,
  query: EventResultsQuery,
  scope: string | null,
): Promise<EventResults> {
  const event = await findEvent(db, query.eventCode, query.language, scope);
  const races = await selectResultsRaces(db, event.id, query.language);
  return { event: eventOf(event), races: races.map(raceOf) };
}

/** One page of a race's results, searched and filtered; none until the event's results are published. */
export async function raceResults(
  db: CoreDb,
  query: RaceResultsQuery,
  scope: string | null,
): Promise<RaceResults> {
  const event = await findEvent(db, query.eventCode, query.language, scope);
  const races = await selectResultsRaces(db, event.id, query.language);
  const race = races.find((r) => r.code === query.raceCode);
  if (!race) throw new AppError("NOT_FOUND");
  const page = query.page ?? 1;
  const empty = {
    event: eventOf(event),
    race: raceOf(race),
    rows: [],
    total: 0,
    page,
    pageSize: RESULTS_PAGE_SIZE,
    categories: [],
  };
  if (event.results_state !== "published") return empty;
  const filters = {
    search: query.search === undefined || query.search === "" ? undefined : query.search,
    gender: query.gender,
    category: query.category,
  };
  const [lines, categories] = await Promise.all([
    selectResultLines(db, race.id, query.language, filters, {
      limit: RESULTS_PAGE_SIZE,
      offset: (page - 1) * RESULTS_PAGE_SIZE,
    }),
    selectRaceCategories(db, race.id),
  ]);
  const total = lines[0]?.total ?? (await countResultLines(db, race.id, filters));
  return {
    ...empty,
    rows: lines.map((line) => ({
      place: line.place,
      genderPlace: line.gender_place,
      categoryPlace: line.category_place,
      bib: line.bib,
      name: line.name,
      gender: line.gender,
      birthYear: line.birth_year,
      category: line.category,
      club: line.club,
      clubCode: line.club_en === null ? null : clubCode(line.club_en),
      city: line.city,
      finishMs: line.finish_ms,
      status: line.status,
      splits: line.splits,
    })),
    total,
    // In the domain's order (men's first, young to old), not the database's.
    categories: RESULT_CATEGORIES.filter((c) => categories.includes(c)),
  };
}
