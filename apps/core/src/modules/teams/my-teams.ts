import { sql } from "drizzle-orm";
import { z } from "zod";
import { teamStanding, type MyRelayTeam } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";

const row = z.object({
  id: z.string(),
  name: z.string(),
  event_code: z.string(),
  race_code: z.string(),
  is_captain: z.boolean(),
  registration_closes_at: z.coerce.date(),
  roster_locks_at: z.coerce.date().nullable(),
  /** Each stage's bounds and members, as teamStanding counts them. */
  stages: z.array(
    z.object({
      position: z.number(),
      minMembers: z.number(),
      maxMembers: z.number(),
      members: z.number(),
    }),
  ),
});

/**
 * The teams `userId` is a member of (one per race at most, by the roster's unique index), within
 * the site's scope, with each team's standing at `now`: whose teams they are comes from the session
 * only.
 */
export async function myTeams(
  db: CoreDb,
  scope: string | null,
  userId: string,
  now: Date,
): Promise<MyRelayTeam[]> {
  const rows = await queryRows(
    db,
    sql`select t.id::text as id, t.name, e.code as event_code, r.code as race_code,
          t.captain_user_id = m.user_id as is_captain,
          r.registration_closes_at, rs.roster_locks_at,
          (select coalesce(json_agg(json_build_object('position', s.position,
              'minMembers', s.min_members, 'maxMembers', s.max_members, 'members', s.taken)
              order by s.position), '[]'::json)
            from relay_team_stages s where s.team_id = t.id) as stages
        from relay_team_members m
          join relay_teams t on t.id = m.team_id
          join races r on r.id = t.race_id
          join relay_race_settings rs on rs.race_id = r.id
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
    standing: teamStanding(
      r.stages,
      { rosterLocksAt: r.roster_locks_at, registrationClosesAt: r.registration_closes_at },
      now,
    ),
  }));
}
