import { ReadThroughCache } from "../../../cache/read-through-cache";
import type { CoreDb } from "../../../db/database";
import { findRace, type RaceRecord } from "./race-queries";

/**
 * Races as the rush's hot path reads them (creating a registration): the race's settings, tiers
 * and window change rarely, so one load per race per `ttlMs` serves every attempt. Nothing here
 * decides a slot: the take statement re-checks window and capacity on the row itself.
 */
export class RaceDirectory {
  private readonly cache: ReadThroughCache<RaceRecord>;

  constructor(
    private readonly db: CoreDb,
    ttlMs: number,
  ) {
    this.cache = new ReadThroughCache<RaceRecord>(ttlMs);
  }

  get(scope: string | null, eventCode: string, raceCode: string): Promise<RaceRecord> {
    return this.cache.get(JSON.stringify([scope, eventCode, raceCode]), () =>
      findRace(this.db, scope, eventCode, raceCode),
    );
  }
}
