import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES, LOCALES } from "@reg/domain";
import { inList } from "./sql-lists";

/** People with an account. One account works on every tenant, as with the legacy single sign-on. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so uniqueness is case-insensitive. */
    email: text("email").notNull().unique("users_email_unique"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** `scrypt$N$r$p$salt$hash` (see modules/account/password.ts). */
    passwordHash: text("password_hash").notNull(),
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text("language").notNull().default("ru"),
    /** The mobile phone completed with POST /Register/ApiCompletePhone; prefills the participant form. */
    phone: text("phone"),
    /**
     * The personal account's profile beyond names and phone (`ProfileDetails` of @reg/domain: birth
     * date, address, document…), filled fields only; prefills the participant form.
     */
    profile: jsonb("profile")
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      "users_roles_check",
      sql.raw(`roles <@ array[${ROLES.map((r) => `'${r}'`).join(", ")}]::text[]`),
    ),
    check("users_language_check", inList("language", LOCALES)),
  ],
);

/** Sign-in sessions behind the `reg_sid` cookie; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * One-time codes that hand a session over to a custom tenant's app on another host
 * (docs/decisions/0008 §3). Only the SHA-256 of the code is kept; a code is deleted when redeemed,
 * and dies with the session that asked for it (signing out on the portal cancels it).
 */
export const sessionHandoffs = pgTable(
  "session_handoffs",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionTokenHash: text("session_token_hash")
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: "cascade" }),
    /** The only host the code can be redeemed through (lower-case, no port). */
    host: text("host").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("session_handoffs_expires_idx").on(t.expiresAt),
    index("session_handoffs_session_idx").on(t.sessionTokenHash),
  ],
);

/**
 * Password-reset links (issue 12, item 17; docs/decisions/0010): only the SHA-256 of the e-mailed
 * token is kept; a token works once before `expires_at`, and using one deletes every token of its user.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId, t.createdAt)],
);
