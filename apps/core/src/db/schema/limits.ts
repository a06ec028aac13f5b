import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Wrong codes (team join codes, gift codes), one row per key an attempt counts against, so every
 * core sharing the database counts the same attempts and a restart forgets none (decision 0039).
 * An attempt is written before its code is looked up and removed if the code was right: attempts in
 * flight count too. Rows older than the limiter's window are deleted as new wrong codes come in.
 */
export const wrongCodeAttempts = pgTable(
  "wrong_code_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which limiter counts it (`teamJoin`, `giftCode`): each has its own limits, as before. */
    limiter: text("limiter").notNull(),
    /** `user:<id>` or `ip:<address>`. */
    key: text("key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("wrong_code_attempts_key_idx").on(t.limiter, t.key, t.failedAt),
    index("wrong_code_attempts_failed_idx").on(t.failedAt),
  ],
);

/**
 * @fastify/rate-limit's fixed windows (login, sign-up, password reset, profile saves, family
 * lookups), one row per route and key, kept by the database's clock so replicas share one budget.
 * A row is reused when its window has ended; ended windows are deleted as new ones start.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    /** `<method><route>|<SHA-256 of the route's key>` (an address, an e-mail: never stored as typed). */
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_windows_resets_idx").on(t.resetsAt)],
);
