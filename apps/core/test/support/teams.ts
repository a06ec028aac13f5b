import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "../../src/db/query-rows";
import { relayTeamSchema, type RelayTeam } from "@reg/domain";
import type { CoreDb } from "../../src/index";
import { createRaceFixture, type RaceFixture, type RaceFixtureOptions } from "./fixtures";
import { http, type HttpResponse } from "./http";
import { errorOf, post } from "./registration";

export interface RelayFixture extends RaceFixture {
  stages: number;
}

/** A relay race of its own with team settings: `stages` stages of `min`..`max` members, `maxTeams` teams. */
export async function createRelayFixture(
  db: CoreDb,
  o: RaceFixtureOptions & {
    stages?: number;
    min?: number;
    max?: number;
    maxTeams?: number;
    rosterLocksAt?: Date | null;
  } = {},
): Promise<RelayFixture> {
  const stages = o.stages ?? 4;
  const race = await createRaceFixture(db, { ...o, relayStages: stages });
  await db.execute(
    sql`insert into relay_race_settings (race_id, max_teams, roster_locks_at)
        values (${race.raceId}, ${o.maxTeams ?? 10}, ${o.rosterLocksAt?.toISOString() ?? null}::timestamptz)`,
  );
  await db.execute(
    sql`insert into relay_stages (race_id, position, min_members, max_members)
        select ${race.raceId}, g, ${o.min ?? 1}, ${o.max ?? 1} from generate_series(1, ${stages}) g`,
  );
  return { ...race, stages };
}

export const put = (
  baseUrl: string,
  path: string,
  body: unknown,
  cookie?: string,
): Promise<HttpResponse> =>
  http(baseUrl, path, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

/** The roster a 200 answer holds; throws with the answer otherwise. */
export function rosterOf(response: HttpResponse): RelayTeam {
  if (response.status !== 200)
    throw new Error(`expected a roster, got ${response.status} ${response.text}`);
  return relayTeamSchema.parse(response.json);
}

export async function createTeam(
  baseUrl: string,
  cookie: string,
  race: RaceFixture,
  teamName: string,
  relayPosition?: number,
): Promise<RelayTeam> {
  return rosterOf(
    await post(
      baseUrl,
      "/Register/ApiSaveRelayRegistration",
      { eventCode: race.eventCode, raceCode: race.raceCode, teamName, relayPosition },
      cookie,
    ),
  );
}

export const join = (
  baseUrl: string,
  cookie: string,
  joinCode: string,
  relayPosition?: number,
): Promise<HttpResponse> =>
  post(baseUrl, "/Register/ApiJoinRelayTeam", { joinCode, relayPosition }, cookie);

/** The app code of a refusal (undefined for a 2xx). */
export const codeOf = (response: HttpResponse): string | undefined =>
  response.status < 300 ? undefined : errorOf(response).code;

/** What the team tables hold for a race: teams taken, each team's stage counters and members. */
export async function teamState(db: CoreDb, raceId: number): Promise<unknown> {
  return queryRows(
    db,
    sql`select
          (select teams_taken from relay_race_settings where race_id = ${raceId}) as teams_taken,
          (select count(*)::int from relay_teams where race_id = ${raceId}) as teams,
          (select coalesce(json_agg(json_build_object('t', team_id, 'p', position, 'n', taken) order by team_id, position), '[]')
             from relay_team_stages where team_id in (select id from relay_teams where race_id = ${raceId})) as stages,
          (select coalesce(json_agg(json_build_object('u', user_id, 'p', relay_position, 't', team_id) order by user_id), '[]')
             from relay_team_members where race_id = ${raceId}) as members,
          (select string_agg(name || ':' || join_code || ':' || captain_user_id, ',' order by id) from relay_teams where race_id = ${raceId}) as teams_text`,
    z.record(z.string(), z.unknown()),
  );
}
