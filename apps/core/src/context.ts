import type { CoreDb } from "./db/database";
import type { RaceDirectory } from "./modules/registration/race/race-directory";
import type { SlotTaker } from "./modules/registration/slot-take/slot-taker";
import type { TenantDirectory } from "./modules/tenants/service";

/** What route modules need, handed to each when it registers (no globals, one per server). */
export interface CoreContext {
  db: CoreDb;
  /** The business clock: "now", "today", "running" are all decided by it (tests inject one). */
  now: () => Date;
  tenants: TenantDirectory;
  /** Races as the registration hot path reads them (cached for readCacheTtlMs). */
  races: RaceDirectory;
  /** Takes registrations' race slots, batching a race's concurrent takes into one statement. */
  slots: SlotTaker;
}
