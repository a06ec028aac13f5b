import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "../../db/database";
import { retryOnConflict } from "../../db/pg-error";
import { queryRows } from "../../db/query-rows";
import { AppError } from "../../http/app-error";
import { assertRosterOpen, findRelayRaceById } from "./relay-race";
import { findMemberTeam } from "./roster";
import { assertNoLiveOrder } from "./team-order";

/**
 * A member leaves a team by themself (issue 11 item 1): their place on the stage is freed in the
 * same transaction, under the team's row lock, so a captain's change never interleaves. The
 * captain cannot leave (INVALID_STATE): they hand the captaincy to a member first, so a team always
 * has one. Not once the roster is locked. Their own registration stays theirs (decision 0026 §8).
 * Answers the race the team was in, for the caller to read their (now absent) team of it.
 */
export async function leaveTeam(
  db: CoreDb,
  scope: string | null,
  teamId: string,
  userId: string,
  now: Date,
): Promise<{ raceId: number }> {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const team = await findMemberTeam(tx, teamId, userId, true);
      if (team.captainUserId === userId) throw new AppError("INVALID_STATE");
      assertRosterOpen(await findRelayRaceById(tx, scope, team.raceId), now);
      // A captain-paid team's order holds this member's registration: the roster stays as ordered.
      await assertNoLiveOrder(tx, team, now);
      const left = await queryRows(
        tx,
        sql`delete from relay_team_members where team_id = ${team.id}::uuid and user_id = ${userId}::uuid
            returning relay_position`,
        z.object({ relay_position: z.number() }),
      );
      for (const member of left)
        await tx.execute(
          sql`update relay_team_stages set taken = taken - 1
              where team_id = ${team.id}::uuid and position = ${member.relay_position}`,
        );
      return { raceId: team.raceId };
    }),
  );
}
