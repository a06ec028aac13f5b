import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  normalizeTeamName,
  type saveRelayRegistrationInputSchema,
  TEAM_ERROR_FIELDS,
  teamNameKey,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { pgErrorOf } from "../../db/pg-error";
import { queryRows } from "../../db/query-rows";
import { AppError } from "../../http/app-error";
import { JOIN_CODE_INDEX, newJoinCode } from "./join-codes";
import { assertJoinable, findRelayRace } from "./relay-race";
import { findMemberTeam, type TeamRow } from "./roster";

const TEAM_NAME_INDEX = "relay_teams_race_name_idx";
const ONE_TEAM_PER_PERSON_INDEX = "relay_team_members_race_user_idx";
const MEMBER_STAGE_FK = "relay_team_members_stage_fk";

/** The field a duplicate name is shown under, as the domain names it. */
export const TEAM_EXISTS_FIELDS = TEAM_ERROR_FIELDS.TEAM_EXISTS;

const idRow = z.object({ id: z.string() });

/**
 * The captain creates the race's team: ONE statement takes a team slot (only while
 * `teams_taken < max_teams`, the race open and its rosters not locked), inserts the team with a
 * fresh join code, copies the race's stages with their bounds, and seats the captain on a stage.
 * Every failure undoes all of it: no slot → no row; a name the race already has (any letter
 * case) or a person already in one of the race's teams → a unique index fails the statement; a
 * stage the race does not have → the member's foreign key fails it. A team the captain pays for
 * (decision 0026 §7) is refused on a race behind a promo code.
 */
export async function createTeam(
  db: CoreDb,
  scope: string | null,
  userId: string,
  input: z.output<typeof saveRelayRegistrationInputSchema>,
  now: Date,
): Promise<TeamRow> {
  const race = await findRelayRace(db, scope, input.eventCode, input.raceCode);
  assertJoinable(race, now);
  const position = input.relayPosition ?? race.stages[0]?.position ?? 1;
  if (!race.stages.some((stage) => stage.position === position))
    throw new AppError("VALIDATION_FAILED", { relayPosition: "field.invalid" });
  const paidBy = input.paidBy ?? "each";
  // Each member's promo code is their own use of the gate: the captain cannot bring everyone's.
  if (paidBy === "captain" && race.promoRequired)
    throw new AppError("INVALID_STATE", { paidBy: "team.captainCannotPay" });
  const name = normalizeTeamName(input.teamName);
  const at = now.toISOString();
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await queryRows(
        db,
        sql`
          with slot as (
            update relay_race_settings s set teams_taken = s.teams_taken + 1
            from races r
            where s.race_id = ${race.raceId} and r.id = s.race_id and s.teams_taken < s.max_teams
              and r.online_registration
              and r.registration_opens_at <= ${at}::timestamptz and r.registration_closes_at > ${at}::timestamptz
              and (s.roster_locks_at is null or s.roster_locks_at > ${at}::timestamptz)
            returning s.race_id, r.event_id
          ), team as (
            insert into relay_teams (race_id, event_id, name, name_key, captain_user_id, join_code, paid_by, created_at, updated_at)
            select slot.race_id, slot.event_id, ${name}, ${teamNameKey(name)}, ${userId}::uuid, ${newJoinCode()}, ${paidBy},
              ${at}::timestamptz, ${at}::timestamptz
            from slot
            returning id, race_id
          ), stages as (
            insert into relay_team_stages (team_id, position, min_members, max_members, taken)
            select team.id, st.position, st.min_members, st.max_members, case when st.position = ${position} then 1 else 0 end
            from team join relay_stages st on st.race_id = team.race_id
            returning team_id
          ), captain as (
            insert into relay_team_members (team_id, race_id, user_id, relay_position, joined_at)
            select team.id, team.race_id, ${userId}::uuid, ${position}, ${at}::timestamptz from team
            returning team_id
          )
          select team.id::text as id from team, (select count(*) from stages) s, (select count(*) from captain) c`,
        idRow,
      );
      const created = rows[0];
      if (!created) throw new AppError("TEAMS_SOLD_OUT");
      return await findMemberTeam(db, created.id, userId);
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.code === "23505" && pg.constraint === TEAM_NAME_INDEX)
        throw new AppError("TEAM_EXISTS", TEAM_EXISTS_FIELDS);
      if (pg?.code === "23505" && pg.constraint === ONE_TEAM_PER_PERSON_INDEX)
        throw new AppError("ALREADY_REGISTERED");
      if (pg?.code === "23505" && pg.constraint === JOIN_CODE_INDEX && attempt < 3) continue;
      if (pg?.code === "23503" && pg.constraint === MEMBER_STAGE_FK)
        throw new AppError("VALIDATION_FAILED", { relayPosition: "field.invalid" });
      throw error;
    }
  }
}
