import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { EMPLOYMENT_TYPES, type PageBlock } from "@reg/domain";
import { inList } from "./sql-lists";
import { tenants } from "./tenants";

/**
 * The portal's content pages (About, /nbd, /ostrovok, …) by slug, per tenant, both languages. The
 * body is structured blocks (docs/decisions/0020), never HTML: the front renders them as text.
 */
export const sitePages = pgTable(
  "site_pages",
  {
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    titleRu: text("title_ru").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionRu: text("description_ru").notNull(),
    descriptionEn: text("description_en").notNull(),
    bodyRu: jsonb("body_ru")
      .$type<PageBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bodyEn: jsonb("body_en")
      .$type<PageBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slug] })],
);

/** Job openings shown on /Careers; a closed one keeps its row but leaves the list and its page. */
export const careers = pgTable(
  "careers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    titleRu: text("title_ru").notNull(),
    titleEn: text("title_en").notNull(),
    teamRu: text("team_ru").notNull(),
    teamEn: text("team_en").notNull(),
    cityRu: text("city_ru").notNull(),
    cityEn: text("city_en").notNull(),
    remote: boolean("remote").notNull().default(false),
    employment: text("employment").notNull(),
    summaryRu: text("summary_ru").notNull(),
    summaryEn: text("summary_en").notNull(),
    bodyRu: jsonb("body_ru")
      .$type<PageBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bodyEn: jsonb("body_en")
      .$type<PageBlock[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    applyEmail: text("apply_email").notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("careers_employment_check", inList("employment", EMPLOYMENT_TYPES)),
    index("careers_tenant_idx").on(t.tenantId, t.publishedAt),
  ],
);

/**
 * The tenant's support desk beyond its e-mail (which stays on `tenants`): phone, hours and office
 * address for /Contacts. A tenant without a row has the SPEC §9 desk: Mon–Fri in Moscow time.
 */
export const tenantContacts = pgTable(
  "tenant_contacts",
  {
    tenantId: text("tenant_id")
      .primaryKey()
      .references(() => tenants.id, { onDelete: "cascade" }),
    supportPhone: text("support_phone"),
    /** ISO weekdays, 1 = Monday. */
    supportDays: integer("support_days")
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::integer[]`),
    supportFrom: text("support_from").notNull().default("10:00"),
    supportTo: text("support_to").notNull().default("19:00"),
    timeZone: text("time_zone").notNull().default("Europe/Moscow"),
    addressRu: text("address_ru").notNull().default(""),
    addressEn: text("address_en").notNull().default(""),
  },
  (t) => [
    check(
      "tenant_contacts_hours_check",
      sql`${t.supportFrom} between '00:00' and '23:59' and ${t.supportTo} between '00:00' and '23:59'`,
    ),
  ],
);
