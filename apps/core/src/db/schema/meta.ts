import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small key/value facts about the database itself, e.g. which seed version ran and when. */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
