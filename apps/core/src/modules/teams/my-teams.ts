import { sql } from "drizzle-orm";
import { z } from "zod";
import type { MyRelayTeam } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";

const row = z.object({
  id: z.string(),
  name: z.string(),
  event_code: z.string(),
  race_code: z.string(),
  is_captain: z.boolean(),
});

/**
 * The teams `userId` is a member of (one per race at most, by the roster's unique index), within
 * the site's scope: whose teams they are comes from the session only.
 */
export async function myTeams(
  db: CoreDb,
  scope: string | null,
  userId: string,
): Promise<MyRelayTeam[]> {
  const rows = await queryRows(
    db,
    sql`select t.id::text as id, t.name, e.code as event_code, r.code as race_code,
          t.captain_user_id = m.user_id as is_captain
        from relay_team_members m
          join relay_teams t on t.id = m.team_id
          join races r on r.id = t.race_id
          join events e on e.id = r.event_id
        where m.user_id = ${userId}::uuid ${scope === null ? sql`` : sql`and e.tenant_id = ${scope}`}
        order by e.code, r.code`,
    row,
  );
  return rows.map((r) => ({
    teamRegistrationId: r.id,
    teamName: r.name,
    eventCode: r.event_code,
    raceCode: r.race_code,
    isCaptain: r.is_captain,
  }));
}
