import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PriceTier } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { preparedPerDb } from "../../../db/prepared";
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

/** A price tier as the statement below aggregates it (epoch milliseconds: no zone to parse). */
type TierJson = { startsAtMs: number | string; priceKopecks: number };

/**
 * A race, its event, its price tiers and whether anything is sold with it, in one statement: every
 * registration and payment call starts here, so the tiers and the options are not two more round
 * trips each time (issue 9 item 5).
 */
export const raceRecordColumns = {
  event: events,
  race: races,
  tiers: sql<TierJson[]>`coalesce((
    select json_agg(json_build_object(
             'startsAtMs', extract(epoch from t.starts_at) * 1000, 'priceKopecks', t.price_kopecks
           ) order by t.starts_at)
      from ${priceTiers} t where t.race_id = ${races.id}), '[]'::json)`,
  hasOptions: sql<boolean>`exists (
    select 1 from ${options} o
     where o.event_id = ${events.id} and (o.race_id is null or o.race_id = ${races.id}))`,
};

export type RaceRecordRow = {
  event: EventRow;
  race: RaceRow;
  tiers: TierJson[];
  hasOptions: boolean;
};

export function raceRecordOf(row: RaceRecordRow): RaceRecord {
  return {
    event: row.event,
    race: row.race,
    tiers: row.tiers.map((tier) => ({
      startsAt: new Date(Number(tier.startsAtMs)),
      priceKopecks: tier.priceKopecks,
    })),
    form: raceFormSettingsSchema.parse(row.race.formSettings),
    hasOptions: row.hasOptions,
  };
}

/** The race publishedRaceWhere names, or 404 NOT_FOUND. */
export async function findRace(
  db: CoreDb,
  scope: string | null,
  eventCode: string,
  raceCode: string,
): Promise<RaceRecord> {
  const rows = await db
    .select(raceRecordColumns)
    .from(races)
    .innerJoin(events, eq(events.id, races.eventId))
    .where(publishedRaceWhere(scope, eventCode, raceCode))
    .limit(1);
  const found = rows[0];
  if (!found) throw new AppError("NOT_FOUND");
  return raceRecordOf(found);
}

/** Every call about a registration (its order, its payment) reads its race by id. */
const raceRecordById = preparedPerDb((db) =>
  db
    .select(raceRecordColumns)
    .from(races)
    .innerJoin(events, eq(events.id, races.eventId))
    .where(eq(races.id, sql.placeholder("raceId")))
    .limit(1)
    .prepare("race_record_by_id"),
);

/** The race of a registration (by ids), or 404 when it left the tenant scope. */
export async function findRaceById(
  db: CoreDb,
  scope: string | null,
  raceId: number,
): Promise<RaceRecord> {
  const rows = await raceRecordById(db).execute({ raceId });
  const found = rows[0];
  if (!found || (scope !== null && found.event.tenantId !== scope)) throw new AppError("NOT_FOUND");
  return raceRecordOf(found);
}
