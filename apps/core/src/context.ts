import type { CoreDb } from "./db/database";
import type { CoreMetrics } from "./metrics/core-metrics";
import type { RaceDirectory, SlotTaker } from "./modules/registration";
import type { TenantDirectory } from "./modules/tenants";

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
  /** The server's own series (slot takes, payment outcomes), on its registry. */
  metrics: CoreMetrics;
}
