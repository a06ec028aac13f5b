import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  isRosterOpen,
  type MemberState,
  type RelayTeam,
  TEAM_PAYERS,
  type TeamPayer,
  teamStanding,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { AppError } from "../../http/app-error";
import { findRelayRaceById, lockInstant } from "./relay-race";
import { liveTeamOrder } from "./team-order";

/** A team row as the calls use it. */
export interface TeamRow {
  id: string;
  raceId: number;
  name: string;
  captainUserId: string;
  joinCode: string;
  paidBy: TeamPayer;
}

const teamRow = z.object({
  id: z.string(),
  race_id: z.number(),
  name: z.string(),
  captain_user_id: z.string(),
  join_code: z.string(),
  paid_by: z.enum(TEAM_PAYERS),
});

const toTeam = (row: z.infer<typeof teamRow>): TeamRow => ({
  id: row.id,
  raceId: row.race_id,
  name: row.name,
  captainUserId: row.captain_user_id,
  joinCode: row.join_code,
  paidBy: row.paid_by,
});

/**
 * The team `teamId` as `userId` may see it: only a member finds it; anyone else — whether the
 * team exists or not — gets NOT_FOUND, so a guessed id tells nothing. `lock` takes the team's row
 * lock (inside a transaction) so the captain's changes to one team never interleave.
 */
export async function findMemberTeam(
  db: CoreDb,
  teamId: string,
  userId: string,
  lock = false,
): Promise<TeamRow> {
  const rows = await queryRows(
    db,
    sql`select t.id::text as id, t.race_id, t.name, t.captain_user_id::text as captain_user_id, t.join_code, t.paid_by
        from relay_teams t
        where t.id = ${teamId}::uuid
          and exists (select 1 from relay_team_members m where m.team_id = t.id and m.user_id = ${userId}::uuid)
        ${lock ? sql`for update of t` : sql``}`,
    teamRow,
  );
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND");
  return toTeam(row);
}

/** The caller's team of a race (one at most), or null. */
export async function findTeamOfRace(
  db: CoreDb,
  raceId: number,
  userId: string,
): Promise<(TeamRow & { relayPosition: number }) | null> {
  const rows = await queryRows(
    db,
    sql`select t.id::text as id, t.race_id, t.name, t.captain_user_id::text as captain_user_id, t.join_code, t.paid_by,
          m.relay_position
        from relay_team_members m join relay_teams t on t.id = m.team_id
        where m.race_id = ${raceId} and m.user_id = ${userId}::uuid`,
    teamRow.extend({ relay_position: z.number() }),
  );
  const row = rows[0];
  return row ? { ...toTeam(row), relayPosition: row.relay_position } : null;
}

const stageRow = z.object({
  position: z.number(),
  min_members: z.number(),
  max_members: z.number(),
  taken: z.number(),
});

const memberRow = z.object({
  id: z.string(),
  user_id: z.string(),
  relay_position: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  registration_state: z.string().nullable(),
  has_form: z.boolean(),
});

/**
 * A member's state as the roster shows it: from their own registration for the race; in a
 * captain-paid team from the form the captain stored and the team's order (decision 0026 §7).
 */
function memberState(
  team: TeamRow,
  row: { registration_state: string | null; has_form: boolean },
): MemberState {
  const registrationState = row.registration_state;
  if (registrationState === "paid") return "paid";
  if (team.paidBy === "captain") return row.has_form ? "formFilled" : "joined";
  // A saved participant form is a draft (or an order awaiting payment): the form is filled.
  if (registrationState === "draft" || registrationState === "awaitingPayment") return "formFilled";
  return "joined";
}

/** The roster `viewerId` (a member) reads: stages, members with their state, the standing. */
export async function rosterView(
  db: CoreDb,
  scope: string | null,
  team: TeamRow,
  viewerId: string,
  now: Date,
): Promise<RelayTeam> {
  const race = await findRelayRaceById(db, scope, team.raceId);
  const [stages, members] = await Promise.all([
    queryRows(
      db,
      sql`select position, min_members, max_members, taken from relay_team_stages
          where team_id = ${team.id}::uuid order by position`,
      stageRow,
    ),
    queryRows(
      db,
      sql`select m.id::text as id, m.user_id::text as user_id, m.relay_position, u.first_name, u.last_name, u.email,
            (select r.state from registrations r
              where r.user_id = m.user_id and r.race_id = m.race_id and r.state in ('draft', 'awaitingPayment', 'paid')
              limit 1) as registration_state,
            exists (select 1 from relay_member_forms f where f.member_id = m.id) as has_form
          from relay_team_members m join users u on u.id = m.user_id
          where m.team_id = ${team.id}::uuid
          order by m.relay_position, m.joined_at, m.id`,
      memberRow,
    ),
  ]);
  const counts = stages.map((s) => ({
    position: s.position,
    minMembers: s.min_members,
    maxMembers: s.max_members,
    members: s.taken,
  }));
  const isCaptain = team.captainUserId === viewerId;
  // The captain who typed the members' e-mails sees whom they added; nobody else sees an e-mail.
  const showEmails = isCaptain && team.paidBy === "captain";
  const order = await liveTeamOrder(db, team, now);
  return {
    teamRegistrationId: team.id,
    teamName: team.name,
    eventCode: race.eventCode,
    raceCode: race.raceCode,
    isCaptain,
    joinCode: isCaptain ? team.joinCode : null,
    stages: counts,
    members: members.map((m) => ({
      memberId: m.id,
      firstName: m.first_name,
      lastName: m.last_name,
      relayPosition: m.relay_position,
      isCaptain: m.user_id === team.captainUserId,
      isYou: m.user_id === viewerId,
      state: memberState(team, m),
      email: showEmails ? m.email : null,
    })),
    standing: teamStanding(counts, race, now),
    rosterOpen: isRosterOpen(race, now),
    rosterLocksAt: lockInstant(race).toISOString(),
    paidBy: team.paidBy,
    order,
  };
}
