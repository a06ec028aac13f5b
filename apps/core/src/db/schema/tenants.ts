import { boolean, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** A white-label site: the main portal (`default`) or an organizer's own (pionercup, fontanka). */
export const tenants = pgTable("tenants", {
  id: text("id").primaryKey(),
  /** What GET /api/events/tenants/getCurrent reports; the front derives its tenant from it (SPEC §4). */
  organizedId: text("organized_id"),
  name: text("name").notNull(),
  supportEmail: text("support_email").notNull(),
  primaryColor: text("primary_color").notNull(),
  accentColor: text("accent_color").notNull(),
  logoText: text("logo_text").notNull(),
  loginUrl: text("login_url").notNull().default("/account/login"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Host names a tenant answers on; an unknown host is the default tenant. */
export const tenantHosts = pgTable(
  "tenant_hosts",
  {
    host: text("host").primaryKey(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
  },
  (t) => [index("tenant_hosts_tenant_idx").on(t.tenantId)],
);

/** Per-tenant switches such as ShowLkCorp (the corporate personal account). */
export const tenantFeatureFlags = pgTable(
  "tenant_feature_flags",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    flagId: text("flag_id").notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.flagId] })],
);
