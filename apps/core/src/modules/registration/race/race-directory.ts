import { ReadThroughCache } from "../../../cache/read-through-cache";
import type { CoreDb } from "../../../db/database";
import { findRace, findRaceById, type RaceRecord } from "./race-queries";

/**
 * Races as the rush's hot path reads them (creating a registration): the race's settings, tiers
 * and window change rarely, so one load per race per `ttlMs` serves every attempt. Nothing here
 * decides a slot: the take statement re-checks window and capacity on the row itself.
 */
export class RaceDirectory {
  private readonly cache: ReadThroughCache<RaceRecord>;
  private readonly byIdCache: ReadThroughCache<RaceRecord>;

  constructor(
    private readonly db: CoreDb,
    ttlMs: number,
  ) {
    this.cache = new ReadThroughCache<RaceRecord>(ttlMs);
    this.byIdCache = new ReadThroughCache<RaceRecord>(ttlMs);
  }

  /**
   * A race by id, whoever's tenant: the rush's batched order and payment calls read their
   * registrations' races here instead of joining them into every row (names, dates, the tenant —
   * nothing a price or a slot is decided by: those are the registration's own). Read on `db`
   * when not cached: inside a transaction on PGlite, its only connection.
   */
  byId(raceId: number, db: CoreDb = this.db): Promise<RaceRecord> {
    return this.byIdCache.get(String(raceId), () => findRaceById(db, null, raceId));
  }

  get(scope: string | null, eventCode: string, raceCode: string): Promise<RaceRecord> {
    return this.cache.get(JSON.stringify([scope, eventCode, raceCode]), () =>
      findRace(this.db, scope, eventCode, raceCode),
    );
  }
}
