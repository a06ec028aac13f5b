import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PriceTier } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { events, options, priceTiers, races } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import { raceFormSettingsSchema, type RaceFormSettings } from "./race-form-settings";

export type EventRow = typeof events.$inferSelect;
export type RaceRow = typeof races.$inferSelect;

/** A race with its event, price tiers and form settings: what every registration call starts from. */
export interface RaceRecord {
  event: EventRow;
  race: RaceRow;
  tiers: PriceTier[];
  form: RaceFormSettings;
  hasOptions: boolean;
}

/**
 * Which race an address names: the published race `eventCode`/`raceCode` within the tenant scope
 * (null: every tenant's, as the main portal lists them). A query joining `races` to `events` uses
 * it, so every module finds a race by the same rule (the teams module's relay race too).
 */
export function publishedRaceWhere(
  scope: string | null,
  eventCode: string,
  raceCode: string,
): SQL | undefined {
  const conditions = [
    eq(events.code, eventCode),
    eq(races.code, raceCode),
    eq(events.isPublished, true),
  ];
  if (scope !== null) conditions.push(eq(events.tenantId, scope));
  return and(...conditions);
}

/** The race publishedRaceWhere names, or 404 NOT_FOUND. */
export async function findRace(
  db: CoreDb,
  scope: string | null,
  eventCode: string,
  raceCode: string,
): Promise<RaceRecord> {
  const rows = await db
    .select({ event: events, race: races })
    .from(races)
    .innerJoin(events, eq(events.id, races.eventId))
    .where(publishedRaceWhere(scope, eventCode, raceCode))
    .limit(1);
  const found = rows[0];
  if (!found) throw new AppError("NOT_FOUND");
  return completeRecord(db, found.event, found.race);
}

/** The race of a registration (by ids), or 404 when it left the tenant scope. */
export async function findRaceById(
  db: CoreDb,
  scope: string | null,
  raceId: number,
): Promise<RaceRecord> {
  const rows = await db
    .select({ event: events, race: races })
    .from(races)
    .innerJoin(events, eq(events.id, races.eventId))
    .where(eq(races.id, raceId))
    .limit(1);
  const found = rows[0];
  if (!found || (scope !== null && found.event.tenantId !== scope)) throw new AppError("NOT_FOUND");
  return completeRecord(db, found.event, found.race);
}

async function completeRecord(db: CoreDb, event: EventRow, race: RaceRow): Promise<RaceRecord> {
  const [tiers, optionCount] = await Promise.all([
    db
      .select({ startsAt: priceTiers.startsAt, priceKopecks: priceTiers.priceKopecks })
      .from(priceTiers)
      .where(eq(priceTiers.raceId, race.id))
      .orderBy(asc(priceTiers.startsAt)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(options)
      .where(
        and(eq(options.eventId, event.id), or(isNull(options.raceId), eq(options.raceId, race.id))),
      ),
  ]);
  return {
    event,
    race,
    tiers,
    form: raceFormSettingsSchema.parse(race.formSettings),
    hasOptions: (optionCount[0]?.n ?? 0) > 0,
  };
}
