import { sql } from "drizzle-orm";
import { z } from "zod";
import { stageForNewMember, TEAM_ERROR_FIELDS } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { pgErrorOf } from "../../db/pg-error";
import { queryRows } from "../../db/query-rows";
import { AppError } from "../../http/app-error";
import { assertJoinable, findRelayRaceById } from "./relay-race";
import { findMemberTeam, type TeamRow } from "./roster";
import type { WrongCodeLimiter } from "./wrong-code-limiter";

const ONE_TEAM_PER_PERSON_INDEX = "relay_team_members_race_user_idx";
/** The answer to a wrong code, shown under the code's field. */
const NOT_FOUND_FIELDS = TEAM_ERROR_FIELDS.TEAM_NOT_FOUND;
/** How often a member who named no stage is seated again after others took the chosen one. */
const SEAT_ATTEMPTS = 25;

const teamByCode = z.object({ id: z.string(), race_id: z.number(), paid_by: z.string() });
const stageRow = z.object({
  position: z.number(),
  min_members: z.number(),
  max_members: z.number(),
  taken: z.number(),
});
const idRow = z.object({ id: z.string() });

export interface JoinAttempt {
  userId: string;
  clientAddress: string;
  joinCode: string;
  relayPosition: number | undefined;
}

/**
 * A person joins a team by its code. Wrong codes count against the person and the address
 * (`limiter`), so codes cannot be tried in bulk; a team outside the site's scope is "not found"
 * too. The seat is taken like an individual slot: ONE statement raises the stage's counter only
 * while `taken < max_members` and inserts the member, so however many join the last place at
 * once, one gets it; a person already in one of the race's teams fails the unique index and the
 * whole statement.
 */
export async function joinTeam(
  db: CoreDb,
  scope: string | null,
  limiter: WrongCodeLimiter,
  attempt: JoinAttempt,
  now: Date,
): Promise<TeamRow> {
  const keys = [`user:${attempt.userId}`, `ip:${attempt.clientAddress}`];
  const hit = await limiter.lookUp(keys, now, async () => {
    const team = (
      await queryRows(
        db,
        sql`select id::text as id, race_id, paid_by from relay_teams where join_code = ${attempt.joinCode}`,
        teamByCode,
      )
    )[0];
    const relay = team ? await findRelayRaceById(db, scope, team.race_id).catch(notFound) : null;
    return team && relay ? { found: team, race: relay } : null;
  });
  if (!hit) throw new AppError("TEAM_NOT_FOUND", NOT_FOUND_FIELDS);
  const { found, race } = hit;
  // The captain adds every member of a team they pay for, with their form: nobody joins it by code.
  if (found.paid_by === "captain")
    throw new AppError("INVALID_STATE", { joinCode: "team.captainPays" });
  assertJoinable(race, now);
  if (
    attempt.relayPosition !== undefined &&
    !race.stages.some((s) => s.position === attempt.relayPosition)
  )
    throw new AppError("VALIDATION_FAILED", { relayPosition: "field.invalid" });

  for (let tries = 0; tries < SEAT_ATTEMPTS; tries++) {
    const position = attempt.relayPosition ?? (await freeStage(db, found.id));
    if (position === null) throw new AppError("TEAM_FULL");
    if ((await takeSeat(db, found.id, race.raceId, attempt.userId, position, now)) !== null)
      return findMemberTeam(db, found.id, attempt.userId);
    // The named stage is full; a stage picked for the member filled meanwhile: pick again.
    if (attempt.relayPosition !== undefined) throw new AppError("TEAM_FULL");
  }
  throw new AppError("BUSY");
}

function notFound(error: unknown): null {
  if (error instanceof AppError && error.code === "NOT_FOUND") return null;
  throw error;
}

async function freeStage(db: CoreDb, teamId: string): Promise<number | null> {
  const stages = await queryRows(
    db,
    sql`select position, min_members, max_members, taken from relay_team_stages where team_id = ${teamId}::uuid`,
    stageRow,
  );
  return stageForNewMember(
    stages.map((s) => ({
      position: s.position,
      minMembers: s.min_members,
      maxMembers: s.max_members,
      members: s.taken,
    })),
  );
}

/**
 * Seats a person on a stage of the team: ONE statement raises the stage's counter only while it
 * has room and inserts the member, answering the member's id (null: no room); a person already in
 * a team of the race fails the unique index (ALREADY_REGISTERED).
 */
export async function takeSeat(
  db: CoreDb,
  teamId: string,
  raceId: number,
  userId: string,
  position: number,
  now: Date,
): Promise<string | null> {
  try {
    const rows = await queryRows(
      db,
      sql`
        with seat as (
          update relay_team_stages set taken = taken + 1
          where team_id = ${teamId}::uuid and position = ${position} and taken < max_members
          returning team_id, position
        )
        insert into relay_team_members (team_id, race_id, user_id, relay_position, joined_at)
        select seat.team_id, ${raceId}, ${userId}::uuid, seat.position, ${now.toISOString()}::timestamptz
        from seat
        returning id::text as id`,
      idRow,
    );
    return rows[0]?.id ?? null;
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === "23505" && pg.constraint === ONE_TEAM_PER_PERSON_INDEX)
      throw new AppError("ALREADY_REGISTERED");
    throw error;
  }
}
