import { asc, eq } from "drizzle-orm";
import { rosterLocksAt, type StageBounds } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { events, races, relayRaceSettings, relayStages } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { publishedRaceWhere } from "../registration";

/** A relay or team race as the team calls read it: its window, team slots, roster lock and stages. */
export interface RelayRace {
  raceId: number;
  eventId: number;
  eventCode: string;
  raceCode: string;
  tenantId: string;
  onlineRegistration: boolean;
  /** Registration needs a promo code (the gate): a captain cannot pay for a team there. */
  promoRequired: boolean;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  rosterLocksAt: Date | null;
  maxTeams: number;
  teamsTaken: number;
  stages: StageBounds[];
}

const columns = {
  raceId: races.id,
  eventId: events.id,
  eventCode: events.code,
  raceCode: races.code,
  tenantId: events.tenantId,
  onlineRegistration: races.onlineRegistration,
  promoRequired: races.promoRequired,
  registrationOpensAt: races.registrationOpensAt,
  registrationClosesAt: races.registrationClosesAt,
  rosterLocksAt: relayRaceSettings.rosterLocksAt,
  maxTeams: relayRaceSettings.maxTeams,
  teamsTaken: relayRaceSettings.teamsTaken,
};

/**
 * The relay race `eventCode`/`raceCode` found as registration finds a race (publishedRaceWhere),
 * or NOT_FOUND — also for a race that takes no teams online (no settings row).
 */
export async function findRelayRace(
  db: CoreDb,
  scope: string | null,
  eventCode: string,
  raceCode: string,
): Promise<RelayRace> {
  const rows = await db
    .select(columns)
    .from(relayRaceSettings)
    .innerJoin(races, eq(races.id, relayRaceSettings.raceId))
    .innerJoin(events, eq(events.id, races.eventId))
    .where(publishedRaceWhere(scope, eventCode, raceCode))
    .limit(1);
  return withStages(db, rows[0]);
}

/** The relay race of a team (by the team's race id), or NOT_FOUND when it is outside the scope. */
export async function findRelayRaceById(
  db: CoreDb,
  scope: string | null,
  raceId: number,
): Promise<RelayRace> {
  const rows = await db
    .select(columns)
    .from(relayRaceSettings)
    .innerJoin(races, eq(races.id, relayRaceSettings.raceId))
    .innerJoin(events, eq(events.id, races.eventId))
    .where(eq(races.id, raceId))
    .limit(1);
  const row = rows[0];
  if (row && scope !== null && row.tenantId !== scope) throw new AppError("NOT_FOUND");
  return withStages(db, row);
}

async function withStages(
  db: CoreDb,
  row: Omit<RelayRace, "stages"> | undefined,
): Promise<RelayRace> {
  if (!row) throw new AppError("NOT_FOUND");
  const stages = await db
    .select({
      position: relayStages.position,
      minMembers: relayStages.minMembers,
      maxMembers: relayStages.maxMembers,
    })
    .from(relayStages)
    .where(eq(relayStages.raceId, row.raceId))
    .orderBy(asc(relayStages.position));
  // A race whose organizer set no stages takes no teams (a team needs somewhere to seat its members).
  if (stages.length === 0) throw new AppError("NOT_FOUND");
  return { ...row, stages };
}

/** The race takes online registrations at `now` (a new team, a new member). */
export function registrationOpen(race: RelayRace, now: Date): boolean {
  return (
    race.onlineRegistration && race.registrationOpensAt <= now && now < race.registrationClosesAt
  );
}

/** The instant the race's rosters stop changing. */
export function lockInstant(race: RelayRace): Date {
  return rosterLocksAt(race);
}

/** Refuses a roster change once the race has locked its rosters. */
export function assertRosterOpen(race: RelayRace, now: Date): void {
  if (now >= lockInstant(race)) throw new AppError("ROSTER_LOCKED");
}

/** Refuses a new team or member when the race takes no registrations now, or its rosters are locked. */
export function assertJoinable(race: RelayRace, now: Date): void {
  assertRosterOpen(race, now);
  if (!registrationOpen(race, now)) throw new AppError("REGISTRATION_CLOSED");
}
