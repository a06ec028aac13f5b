import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { TRACKER_PROVIDERS, TRAINING_SPORTS } from "@reg/domain";
import { users } from "./accounts";
import { inList } from "./sql-lists";

/**
 * The activity tracker connected to a person's account (SPEC §2; decision 0050): one per person, so
 * connecting another replaces this row, and the row's lock is what orders a person's connects,
 * syncs and disconnects.
 */
export const trackerLinks = pgTable(
  "tracker_links",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The person's name on the tracker. */
    athleteName: text("athlete_name").notNull(),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull(),
    /** Trainings started up to this instant have been brought; a sync brings the later ones. */
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }).notNull(),
  },
  () => [check("tracker_links_provider_check", inList("provider", TRACKER_PROVIDERS))],
);

/**
 * The trainings the connected tracker brought, as it reported them. A training is the tracker's by
 * its own id (`external_id`): importing it twice, however concurrently, keeps one row.
 */
export const trainings = pgTable(
  "trainings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    externalId: text("external_id").notNull(),
    sport: text("sport").notNull(),
    name: text("name").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    distanceMeters: integer("distance_meters").notNull(),
    movingSeconds: integer("moving_seconds").notNull(),
    /** None for a swim: a pool has no climb. */
    elevationGainMeters: integer("elevation_gain_meters"),
  },
  (t) => [
    unique("trainings_external_unique").on(t.userId, t.provider, t.externalId),
    // The page's read: a person's newest first.
    index("trainings_user_started_idx").on(t.userId, t.startedAt.desc()),
    check("trainings_provider_check", inList("provider", TRACKER_PROVIDERS)),
    check("trainings_sport_check", inList("sport", TRAINING_SPORTS)),
    check(
      "trainings_amounts_check",
      sql`${t.distanceMeters} >= 0 and ${t.movingSeconds} > 0 and (${t.elevationGainMeters} is null or ${t.elevationGainMeters} >= 0)`,
    ),
  ],
);
