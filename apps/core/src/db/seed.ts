import { sql } from "drizzle-orm";
import { moscowDate, moscowDayRange } from "@reg/domain";
import type { CoreDb } from "./database";
import { meta } from "./schema";
import { seedCompilations } from "./seed/compilations-data";
import { seedEventDetails } from "./seed/event-details-data";
import { seedEvents } from "./seed/seed-events";
import { seedReferenceData } from "./seed/seed-reference";
import { seedResults } from "./seed/results-seed";
import { seedSeries, seedTenants } from "./seed/seed-tenants";
import { seedSeriesProfiles } from "./seed/series-seed";
import { seedSitePages } from "./seed/seed-site-pages";
import { seedRelayTeams } from "./seed/seed-teams";
import { seedTax } from "./seed/seed-tax";
import { seedTrainings } from "./seed/seed-trainings";
import { seedUsers } from "./seed/seed-users";

/** Bump when the seed's content changes meaning; recorded in `meta` for whoever looks at a database. */
const SEED_VERSION = "1";
/** Serialises concurrent seeders on one database (several cores starting together). */
const SEED_LOCK_KEY = 4_001_002;

export interface SeedSummary {
  events: number;
  moscowDate: string;
}

/**
 * Idempotent: every row is upserted by its natural key (tenant id, host, series/event code, race code
 * within its event, tier position, option and promo code within their event, user e-mail). Dates are
 * re-derived on every run from the Moscow date of `now`, so the demo always has past, today's and future
 * events, and two runs on the same Moscow day write identical rows. Counters (`taken`, `used`), capacities
 * and stock are only set on insert, and existing users are never touched (but for a missing birth date on
 * the demo's profile, which the tax certificate needs), so re-seeding a live database loses no
 * registration or password. The 2024 tax history is written once per past event code (seed-tax.ts);
 * the demo's tracker is connected once and synced up to `now` after (seed-trainings.ts).
 */
export async function seedDatabase(db: CoreDb, options: { now: Date }): Promise<SeedSummary> {
  const date = moscowDate(options.now);
  const today = moscowDayRange(date).start;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedTenants(tx);
    const seriesIds = await seedSeries(tx);
    const events = await seedEvents(tx, today, seriesIds);
    await seedSeriesProfiles(tx, seriesIds);
    await seedResults(tx, today);
    await seedEventDetails(tx);
    await seedUsers(tx);
    await seedRelayTeams(tx);
    await seedTax(tx, Number(date.slice(0, 4)));
    await seedTrainings(tx, options.now);
    await seedReferenceData(tx);
    await seedSitePages(tx, today);
    await seedCompilations(tx);
    await tx
      .insert(meta)
      .values({ key: "seed", value: JSON.stringify({ version: SEED_VERSION, moscowDate: date }) })
      .onConflictDoUpdate({ target: meta.key, set: { value: sql`excluded.value` } });
    return { events, moscowDate: date };
  });
}
