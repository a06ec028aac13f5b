import type { CoreDb } from "./db/database";
import type { PublicReadRouting } from "./db/public-read-routing";
import type { CoreMetrics } from "./metrics/core-metrics";
import type { ConfirmBatches, RaceDirectory, SlotTaker } from "./modules/registration";
import type { TenantDirectory } from "./modules/tenants";

/** What route modules need, handed to each when it registers (no globals, one per server). */
export interface CoreContext {
  /** The primary: every write, a session, a person's own data, whatever must see a write just made. */
  db: CoreDb;
  /**
   * The anonymous catalogue reads (event list, event page, start list, results, series, content
   * pages, sitemap, reference lists): the standby while it answers, else `db` — one field, set
   * when the choice changes, so a request pays nothing for it (docs/decisions/0040).
   */
  publicDb: CoreDb;
  /** Present when a replica is configured: its last state, and a probe on demand (`/ready`). */
  replica?: PublicReadRouting;
  /** The business clock: "now", "today", "running" are all decided by it (tests inject one). */
  now: () => Date;
  tenants: TenantDirectory;
  /** Races as the registration hot path reads them (cached for readCacheTtlMs). */
  races: RaceDirectory;
  /** Takes registrations' race slots, batching a race's concurrent takes into one statement. */
  slots: SlotTaker;
  /** Confirms orders (POST /Register/Cart), batching concurrent confirmations into one transaction. */
  confirms: ConfirmBatches;
  /** The server's own series (slot takes, payment outcomes), on its registry. */
  metrics: CoreMetrics;
}
