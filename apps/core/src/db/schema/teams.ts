import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { TEAM_PAYERS } from "@reg/domain";
import { users } from "./accounts";
import { events, races } from "./catalog";
import { registrations, uploadedImages } from "./registrations";
import { inList } from "./sql-lists";

/**
 * A relay or team race's team rules (issue 11 item 1): how many teams it takes — `teams_taken` is
 * the team-slot counter, never above `max_teams`, taken in the statement that creates a team — and
 * when its rosters lock (null: when its registration closes). A relay race without a row takes no
 * teams online.
 */
export const relayRaceSettings = pgTable(
  "relay_race_settings",
  {
    raceId: integer("race_id")
      .primaryKey()
      .references(() => races.id, { onDelete: "cascade" }),
    maxTeams: integer("max_teams").notNull(),
    teamsTaken: integer("teams_taken").notNull().default(0),
    rosterLocksAt: timestamp("roster_locks_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "relay_race_settings_teams_check",
      sql`${t.maxTeams} >= 0 and ${t.teamsTaken} >= 0 and ${t.teamsTaken} <= ${t.maxTeams}`,
    ),
  ],
);

/** A stage of a relay race with its participant-count bounds (SPEC §3 from, to; exact is min = max). */
export const relayStages = pgTable(
  "relay_stages",
  {
    raceId: integer("race_id")
      .notNull()
      .references(() => relayRaceSettings.raceId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    minMembers: smallint("min_members").notNull(),
    maxMembers: smallint("max_members").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.raceId, t.position] }),
    check(
      "relay_stages_bounds_check",
      sql`${t.position} >= 1 and ${t.minMembers} >= 1 and ${t.maxMembers} >= ${t.minMembers}`,
    ),
  ],
);

/**
 * A team of a race, its captain and its join code. The name is unique in the race whatever its
 * letter case (`name_key`, the domain's teamNameKey); the code is unique everywhere. `paid_by`:
 * each member pays their own share, or the captain pays for the whole team (decision 0026 §7).
 */
export const relayTeams = pgTable(
  "relay_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    raceId: integer("race_id")
      .notNull()
      .references(() => relayRaceSettings.raceId),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    captainUserId: uuid("captain_user_id")
      .notNull()
      .references(() => users.id),
    joinCode: text("join_code").notNull(),
    paidBy: text("paid_by").notNull().default("each"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("relay_teams_race_name_idx").on(t.raceId, t.nameKey),
    uniqueIndex("relay_teams_join_code_idx").on(t.joinCode),
    check("relay_teams_paid_by_check", inList("paid_by", TEAM_PAYERS)),
  ],
);

/**
 * A team's stage as it fills: `taken` is the member-slot counter, never above `max_members` (the
 * race's bound copied when the team was made), taken in the statement that adds the member.
 */
export const relayTeamStages = pgTable(
  "relay_team_stages",
  {
    teamId: uuid("team_id")
      .notNull()
      .references(() => relayTeams.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    minMembers: smallint("min_members").notNull(),
    maxMembers: smallint("max_members").notNull(),
    taken: smallint("taken").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.position] }),
    check(
      "relay_team_stages_taken_check",
      sql`${t.taken} >= 0 and ${t.taken} <= ${t.maxMembers} and ${t.minMembers} >= 1 and ${t.maxMembers} >= ${t.minMembers}`,
    ),
  ],
);

/**
 * A member of a team on a stage. One team per person and race (`race_id` is the team's, kept here
 * for that index). A member's own registration for the race (their share) is found by person and
 * race among the live registrations, so paying needs no link here.
 */
export const relayTeamMembers = pgTable(
  "relay_team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id").notNull(),
    raceId: integer("race_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    relayPosition: smallint("relay_position").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: "relay_team_members_stage_fk",
      columns: [t.teamId, t.relayPosition],
      foreignColumns: [relayTeamStages.teamId, relayTeamStages.position],
    }).onDelete("cascade"),
    uniqueIndex("relay_team_members_race_user_idx").on(t.raceId, t.userId),
    index("relay_team_members_team_idx").on(t.teamId),
  ],
);

/**
 * A member's participant form as the captain of a captain-paid team stored it (decision 0026 §7),
 * kept as a registration keeps its form (participantFormSchemaFor's output, the document beside
 * it). `registration_id` is the member's registration of the team's order once it is taken: the
 * team's order is these registrations while they live.
 */
export const relayMemberForms = pgTable(
  "relay_member_forms",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => relayTeamMembers.id, { onDelete: "cascade" }),
    participant: jsonb("participant").notNull(),
    documentType: text("document_type"),
    documentNumber: text("document_number"),
    imageId: uuid("image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
    registrationId: uuid("registration_id").references(() => registrations.id, {
      onDelete: "set null",
    }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      "relay_member_forms_document_check",
      sql`(${t.documentType} is null) = (${t.documentNumber} is null)`,
    ),
    uniqueIndex("relay_member_forms_registration_idx").on(t.registrationId),
  ],
);
