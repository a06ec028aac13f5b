import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  normalizeTeamName,
  teamNameKey,
  type MoveRelayParticipantInput,
  type RemoveRelayParticipantInput,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { pgErrorOf, retryOnConflict } from "../../db/pg-error";
import { queryRows } from "../../db/query-rows";
import type { CoreTx } from "../../db/seed/transaction";
import { AppError } from "../../http/app-error";
import { TEAM_EXISTS_FIELDS } from "./create-team";
import { JOIN_CODE_INDEX, newJoinCode } from "./join-codes";
import { assertRosterOpen, findRelayRaceById, type RelayRace } from "./relay-race";
import { findMemberTeam, type TeamRow } from "./roster";
import { assertNoLiveOrder } from "./team-order";

const TEAM_NAME_INDEX = "relay_teams_race_name_idx";

const memberRow = z.object({ id: z.string(), user_id: z.string(), relay_position: z.number() });
export type MemberRow = z.infer<typeof memberRow>;

/**
 * Runs a captain's change to a team in one transaction under the team's row lock (a captain's
 * changes never interleave with each other or a hand-over): only a member finds the team
 * (anyone else: NOT_FOUND), only the captain changes it (a member: FORBIDDEN), and not once the
 * race has locked its rosters. Answers what `work` answers.
 */
export async function asCaptain<T = void>(
  db: CoreDb,
  scope: string | null,
  teamId: string,
  userId: string,
  now: Date,
  work: (tx: CoreTx, team: TeamRow, race: RelayRace) => Promise<T>,
): Promise<T> {
  return captainLocked(db, scope, teamId, userId, async (tx, team, race) => {
    assertRosterOpen(race, now);
    return work(tx, team, race);
  });
}

/**
 * The captain's team under its row lock, in one transaction, whether or not its roster is open
 * (a team's order answers again after the lock): a stranger NOT_FOUND, a member FORBIDDEN.
 */
export async function captainLocked<T>(
  db: CoreDb,
  scope: string | null,
  teamId: string,
  userId: string,
  work: (tx: CoreTx, team: TeamRow, race: RelayRace) => Promise<T>,
): Promise<T> {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const team = await findMemberTeam(tx, teamId, userId, true);
      if (team.captainUserId !== userId) throw new AppError("FORBIDDEN");
      return work(tx, team, await findRelayRaceById(tx, scope, team.raceId));
    }),
  );
}

/** A member of the team by their roster id; NOT_FOUND for anyone else's. */
export async function memberOf(db: CoreDb, team: TeamRow, memberId: string): Promise<MemberRow> {
  const rows = await queryRows(
    db,
    sql`select id::text as id, user_id::text as user_id, relay_position from relay_team_members
        where id = ${memberId}::uuid and team_id = ${team.id}::uuid`,
    memberRow,
  );
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND", { memberId: "field.invalid" });
  return row;
}

/** Moves a member to another stage, taking a place there only while the stage has room. */
export async function moveMember(
  tx: CoreTx,
  team: TeamRow,
  input: MoveRelayParticipantInput,
  now: Date,
): Promise<void> {
  await assertNoLiveOrder(tx, team, now);
  const member = await memberOf(tx, team, input.memberId);
  if (member.relay_position === input.relayPosition) return;
  const seat = await queryRows(
    tx,
    sql`update relay_team_stages set taken = taken + 1
        where team_id = ${team.id}::uuid and position = ${input.relayPosition} and taken < max_members
        returning position`,
    z.object({ position: z.number() }),
  );
  if (seat.length === 0) {
    const stage = await queryRows(
      tx,
      sql`select position from relay_team_stages where team_id = ${team.id}::uuid and position = ${input.relayPosition}`,
      z.object({ position: z.number() }),
    );
    if (stage.length === 0)
      throw new AppError("VALIDATION_FAILED", { relayPosition: "field.invalid" });
    throw new AppError("TEAM_FULL");
  }
  await tx.execute(
    sql`update relay_team_stages set taken = taken - 1
        where team_id = ${team.id}::uuid and position = ${member.relay_position}`,
  );
  await tx.execute(
    sql`update relay_team_members set relay_position = ${input.relayPosition} where id = ${member.id}::uuid`,
  );
}

/**
 * Takes a member off the roster and frees their place. Their own registration for the race stays
 * theirs (docs/decisions/0025); the captain cannot remove themself — they hand the captaincy first.
 */
export async function removeMember(
  tx: CoreTx,
  team: TeamRow,
  input: RemoveRelayParticipantInput,
  now: Date,
): Promise<void> {
  await assertNoLiveOrder(tx, team, now);
  const member = await memberOf(tx, team, input.memberId);
  if (member.user_id === team.captainUserId) throw new AppError("INVALID_STATE");
  await tx.execute(sql`delete from relay_team_members where id = ${member.id}::uuid`);
  await tx.execute(
    sql`update relay_team_stages set taken = taken - 1
        where team_id = ${team.id}::uuid and position = ${member.relay_position}`,
  );
}

/** Renames the team; another team of the race with the name (any letter case) keeps it. */
export async function renameTeam(
  tx: CoreTx,
  team: TeamRow,
  teamName: string,
  now: Date,
): Promise<void> {
  const name = normalizeTeamName(teamName);
  try {
    // A savepoint, so a refused name leaves the transaction usable for its rollback path.
    await tx.transaction((inner) =>
      inner.execute(
        sql`update relay_teams set name = ${name}, name_key = ${teamNameKey(name)}, updated_at = ${now.toISOString()}::timestamptz
            where id = ${team.id}::uuid`,
      ),
    );
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === "23505" && pg.constraint === TEAM_NAME_INDEX)
      throw new AppError("TEAM_EXISTS", TEAM_EXISTS_FIELDS);
    throw error;
  }
}

/** Gives the team a new join code; the old one stops working at once. */
export async function regenerateJoinCode(tx: CoreTx, team: TeamRow, now: Date): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await tx.transaction((inner) =>
        inner.execute(
          sql`update relay_teams set join_code = ${newJoinCode()}, updated_at = ${now.toISOString()}::timestamptz
              where id = ${team.id}::uuid`,
        ),
      );
      return;
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.code === "23505" && pg.constraint === JOIN_CODE_INDEX && attempt < 3) continue;
      throw error;
    }
  }
}

/** Makes another member the captain; the old captain stays on the roster as a member. */
export async function handCaptaincy(
  tx: CoreTx,
  team: TeamRow,
  memberId: string,
  now: Date,
): Promise<void> {
  await assertNoLiveOrder(tx, team, now);
  const member = await memberOf(tx, team, memberId);
  if (member.user_id === team.captainUserId) return;
  await tx.execute(
    sql`update relay_teams set captain_user_id = ${member.user_id}::uuid, updated_at = ${now.toISOString()}::timestamptz
        where id = ${team.id}::uuid`,
  );
}
