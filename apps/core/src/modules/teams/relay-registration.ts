import { isRosterOpen, type RelayRaceQuery, type RelayRegistration } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { findRelayRace, lockInstant, registrationOpen } from "./relay-race";
import { findTeamOfRace } from "./roster";

/** ApiRelayRegistration: the race's team rules, what is left of its team slots, the caller's team. */
export async function relayRegistration(
  db: CoreDb,
  scope: string | null,
  userId: string,
  query: RelayRaceQuery,
  now: Date,
): Promise<RelayRegistration> {
  const race = await findRelayRace(db, scope, query.eventCode, query.raceCode);
  const team = await findTeamOfRace(db, race.raceId, userId);
  const teamsLeft = Math.max(0, race.maxTeams - race.teamsTaken);
  const rosterOpen = isRosterOpen(race, now);
  const canCreateTeam = team === null && teamsLeft > 0 && rosterOpen && registrationOpen(race, now);
  return {
    eventCode: race.eventCode,
    raceCode: race.raceCode,
    stages: race.stages,
    maxTeams: race.maxTeams,
    teamsLeft,
    canCreateTeam,
    canCaptainPay: canCreateTeam && !race.promoRequired,
    rosterOpen,
    rosterLocksAt: lockInstant(race).toISOString(),
    team: team && {
      teamRegistrationId: team.id,
      teamName: team.name,
      isCaptain: team.captainUserId === userId,
      relayPosition: team.relayPosition,
      paidBy: team.paidBy,
    },
  };
}
