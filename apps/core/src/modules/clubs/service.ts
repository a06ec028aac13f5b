import {
  CLUBS_PAGE_SIZE,
  clubCode,
  type ClubList,
  type ClubPage,
  type ClubSummary,
  type clubListQuerySchema,
  type clubPageQuerySchema,
  type Locale,
} from "@reg/domain";
import type { z } from "zod";
import type { CoreDb } from "../../db/database";
import { AppError } from "../../http/app-error";
import {
  selectBestFinishers,
  selectClubNames,
  selectClubResults,
  selectClubTotals,
  type ClubTotalsRow,
} from "./queries";

type ClubListQuery = z.output<typeof clubListQuerySchema>;
type ClubPageQuery = z.output<typeof clubPageQuerySchema>;

interface RankedClub extends ClubSummary {
  /** Both languages' names: a search matches either. */
  names: [string, string];
  /** The Latin names the results give the club (one, unless they differ only in case or signs). */
  latinNames: string[];
}

/** Equal totals share a place. */
const sameTotals = (a: ClubTotalsRow, b: ClubTotalsRow) =>
  a.finishers === b.finishers && a.podiums === b.podiums && a.starts === b.starts;

/**
 * The ranking of the clubs over the counted results of the Host's scope: most finishers first,
 * then most podiums, then most starts. A club is its code (the domain's rule over the Latin name),
 * so names differing only in case or punctuation are one club.
 */
async function rankClubs(
  db: CoreDb,
  scope: string | null,
  language: Locale,
): Promise<RankedClub[]> {
  const codes = new Map<string, string>();
  for (const name of await selectClubNames(db, scope)) {
    const code = clubCode(name);
    if (code !== null) codes.set(name, code);
  }
  const collator = new Intl.Collator(language);
  const rows = (await selectClubTotals(db, codes, scope, language)).sort(
    (a, b) =>
      b.finishers - a.finishers ||
      b.podiums - a.podiums ||
      b.starts - a.starts ||
      collator.compare(nameOf(a, language), nameOf(b, language)),
  );
  let place = 0;
  return rows.map((row, index) => {
    const previous = rows[index - 1];
    if (previous === undefined || !sameTotals(previous, row)) place = index + 1;
    return {
      place,
      code: row.code,
      name: nameOf(row, language),
      city: row.city,
      finishers: row.finishers,
      starts: row.starts,
      podiums: row.podiums,
      events: row.events,
      names: [row.name_ru, row.name_en],
      latinNames: [...codes].filter(([, code]) => code === row.code).map(([name]) => name),
    };
  });
}

function nameOf(row: ClubTotalsRow, language: Locale): string {
  return language === "en" ? row.name_en : row.name_ru;
}

function summaryOf(club: RankedClub): ClubSummary {
  const { names: _names, latinNames: _latin, ...summary } = club;
  return summary;
}

/** GET /api/clubs/list: a page of the ranking, searched by part of a name in either language. */
export async function listClubs(
  db: CoreDb,
  query: ClubListQuery,
  scope: string | null,
): Promise<ClubList> {
  const ranked = await rankClubs(db, scope, query.language);
  const term = query.search?.toLocaleLowerCase();
  const found =
    term === undefined || term === ""
      ? ranked
      : ranked.filter((club) => club.names.some((n) => n.toLocaleLowerCase().includes(term)));
  const page = query.page ?? 1;
  const start = (page - 1) * CLUBS_PAGE_SIZE;
  return {
    clubs: found.slice(start, start + CLUBS_PAGE_SIZE).map(summaryOf),
    total: found.length,
    page,
    pageSize: CLUBS_PAGE_SIZE,
  };
}

/** GET /api/clubs/page: an unknown code, or a club with no counted result in the scope, is NOT_FOUND. */
export async function clubPage(
  db: CoreDb,
  query: ClubPageQuery,
  scope: string | null,
): Promise<ClubPage> {
  const club = (await rankClubs(db, scope, query.language)).find((c) => c.code === query.code);
  if (!club) throw new AppError("NOT_FOUND");
  const page = query.page ?? 1;
  const [best, results] = await Promise.all([
    selectBestFinishers(db, club.latinNames, scope, query.language),
    selectClubResults(db, club.latinNames, scope, query.language, {
      limit: CLUBS_PAGE_SIZE,
      offset: (page - 1) * CLUBS_PAGE_SIZE,
    }),
  ]);
  return {
    club: summaryOf(club),
    bestFinishers: best.map((row) => ({
      name: row.name,
      birthYear: row.birth_year,
      starts: row.starts,
      podiums: row.podiums,
      bestPlace: row.best_place,
    })),
    results: results.map((row) => ({
      startsAt: row.starts_at,
      eventCode: row.event_code,
      eventName: row.event_name,
      raceCode: row.race_code,
      raceName: row.race_name,
      name: row.name,
      place: row.place,
      finishMs: row.finish_ms,
      status: row.status,
    })),
    total: club.starts,
    page,
    pageSize: CLUBS_PAGE_SIZE,
  };
}
