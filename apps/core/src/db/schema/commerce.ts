import { sql } from "drizzle-orm";
import { check, integer, pgTable, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { SPORT_TYPES } from "@reg/domain";
import { inList } from "./sql-lists";
import { events, races } from "./catalog";

export const OPTION_KINDS = ["insurance", "service", "product"] as const;
export const INSURANCE_TYPES = ["accident", "cancellation", "bike", "ski"] as const;

/** Extras sold with a registration; `taken` counts sold units against `stock` (null stock = unlimited). */
export const options = pgTable(
  "options",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Set when the option belongs to one race only. */
    raceId: integer("race_id").references(() => races.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    kind: text("kind").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionRu: text("description_ru").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    priceKopecks: integer("price_kopecks").notNull(),
    stock: integer("stock"),
    taken: integer("taken").notNull().default(0),
    imageUrl: text("image_url"),
    insuranceSport: text("insurance_sport"),
    insuranceType: text("insurance_type"),
    insuranceSumInsuredKopecks: integer("insurance_sum_insured_kopecks"),
    /** The most units one order may hold; null for no limit beyond stock. */
    maxPerOrder: integer("max_per_order"),
    /** A donation-like option: the person sets its price within these bounds (both or neither). */
    customPriceMinKopecks: integer("custom_price_min_kopecks"),
    customPriceMaxKopecks: integer("custom_price_max_kopecks"),
  },
  (t) => [
    unique("options_event_code_unique").on(t.eventId, t.code),
    check("options_kind_check", inList("kind", OPTION_KINDS)),
    // "slot" is the CartItemId of the race slot's own line.
    check("options_code_check", sql`${t.code} <> 'slot'`),
    check("options_max_per_order_check", sql`${t.maxPerOrder} is null or ${t.maxPerOrder} > 0`),
    check(
      "options_custom_price_check",
      sql`(${t.customPriceMinKopecks} is null and ${t.customPriceMaxKopecks} is null) or (${t.customPriceMinKopecks} >= 0 and ${t.customPriceMinKopecks} <= ${t.customPriceMaxKopecks})`,
    ),
    check("options_price_check", sql`${t.priceKopecks} >= 0`),
    check(
      "options_stock_check",
      sql`${t.taken} >= 0 and (${t.stock} is null or ${t.taken} <= ${t.stock})`,
    ),
    check(
      "options_insurance_check",
      sql`(${t.kind} = 'insurance') = (${t.insuranceType} is not null and ${t.insuranceSport} is not null and ${t.insuranceSumInsuredKopecks} is not null)`,
    ),
    check(
      "options_insurance_type_check",
      sql`${t.insuranceType} is null or ${inList("insurance_type", INSURANCE_TYPES)}`,
    ),
    check(
      "options_insurance_sport_check",
      sql`${t.insuranceSport} is null or ${inList("insurance_sport", SPORT_TYPES)}`,
    ),
  ],
);

/** Discount codes of an event: a percent or a fixed sum, limited in uses (`used` ≤ `maxUses`) and in time. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Stored upper-cased; people type codes in any case. */
    code: text("code").notNull(),
    discountPercent: smallint("discount_percent"),
    discountKopecks: integer("discount_kopecks"),
    maxUses: integer("max_uses"),
    used: integer("used").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
  },
  (t) => [
    unique("promo_codes_event_code_unique").on(t.eventId, t.code),
    check(
      "promo_codes_one_discount_check",
      sql`(${t.discountPercent} is null) <> (${t.discountKopecks} is null)`,
    ),
    check(
      "promo_codes_percent_check",
      sql`${t.discountPercent} is null or (${t.discountPercent} between 1 and 100)`,
    ),
    check(
      "promo_codes_kopecks_check",
      sql`${t.discountKopecks} is null or ${t.discountKopecks} > 0`,
    ),
    check(
      "promo_codes_uses_check",
      sql`${t.used} >= 0 and (${t.maxUses} is null or ${t.used} <= ${t.maxUses})`,
    ),
    check(
      "promo_codes_window_check",
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validFrom} < ${t.validUntil}`,
    ),
  ],
);
