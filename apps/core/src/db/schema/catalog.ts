import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { REGION_CODES, SPORT_TYPES } from "@reg/domain";
import { organizers } from "./organizers";
import { inList } from "./sql-lists";
import { tenants } from "./tenants";

/** PostgreSQL's full-text document; read only inside SQL, so its TypeScript side is opaque text. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What the list's search reads (docs: issue 8). Full text over names, cities and descriptions in both
 * languages with the `russian` configuration, which stems Russian words (any case and form) and
 * hands Latin words to the English stemmer; the name and the city weigh more.
 */
const SEARCH_VECTOR_SQL = sql.raw(
  "setweight(to_tsvector('russian', name_ru || ' ' || name_en), 'A') || " +
    "setweight(to_tsvector('russian', city_ru || ' ' || city_en), 'B') || " +
    "setweight(to_tsvector('russian', description_ru || ' ' || description_en), 'D')",
);
/** Names and cities only, for pg_trgm: a typo in a word of a name ("марафн") or a part of one. */
const SEARCH_TEXT_SQL = sql.raw("name_ru || ' ' || name_en || ' ' || city_ru || ' ' || city_en");

export const RESULTS_STATES = ["none", "pending", "published"] as const;
export const DISTANCE_UNITS = ["km", "m"] as const;

/** A named run of events (a cup, a championship) with its own page. */
export const series = pgTable("series", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  code: text("code").notNull().unique("series_code_unique"),
  tenantId: text("tenant_id")
    .notNull()
    .references(() => tenants.id),
  nameRu: text("name_ru").notNull(),
  nameEn: text("name_en").notNull(),
});

/** One sports event; texts in both languages so the list is localized by a column choice, not a join. */
export const events = pgTable(
  "events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique("events_code_unique"),
    /** The organizer's tenant: custom tenants list only their own events, the main portal lists all. */
    tenantId: text("tenant_id")
      .notNull()
      .references(() => tenants.id),
    seriesId: integer("series_id").references(() => series.id),
    sportType: text("sport_type").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionRu: text("description_ru").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    cityRu: text("city_ru").notNull(),
    cityEn: text("city_en").notNull(),
    /** The subject of the Russian Federation (`REGIONS` code in @reg/domain); null for online events. */
    region: text("region"),
    locationRu: text("location_ru").notNull().default(""),
    locationEn: text("location_en").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    isOnline: boolean("is_online").notNull().default(false),
    hasLiveStream: boolean("has_live_stream").notNull().default(false),
    hasFastIdentification: boolean("has_fast_identification").notNull().default(false),
    rating: doublePrecision("rating"),
    ratingApproved: boolean("rating_approved").notNull().default(false),
    resultsState: text("results_state").notNull().default("none"),
    isPublished: boolean("is_published").notNull().default(true),
    imageUrl: text("image_url"),
    websiteUrl: text("website_url"),
    /** Platform commission on slots and options, in hundredths of a percent (250 = 2.5 %). */
    commissionBasisPoints: integer("commission_basis_points").notNull().default(0),
    /** The organizer the money goes to (SPEC §3 beneficiary), shown in the contract offer. */
    beneficiaryName: text("beneficiary_name"),
    beneficiaryInn: text("beneficiary_inn"),
    beneficiaryOgrnip: text("beneficiary_ogrnip"),
    beneficiaryAddress: text("beneficiary_address"),
    /**
     * The organizer a tax certificate names (decision 0034); null for an event nobody registered
     * as one yet. The beneficiary columns above stay the contract offer's text.
     */
    organizerId: integer("organizer_id").references(() => organizers.id),
    /** In a regional or municipal calendar plan of physical-culture events (issue 10). */
    inCalendarPlan: boolean("in_calendar_plan").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(SEARCH_VECTOR_SQL),
    searchText: text("search_text").generatedAlwaysAs(SEARCH_TEXT_SQL),
  },
  (t) => [
    check("events_sport_type_check", inList("sport_type", SPORT_TYPES)),
    check("events_results_state_check", inList("results_state", RESULTS_STATES)),
    check("events_dates_check", sql`${t.endsAt} >= ${t.startsAt}`),
    check(
      "events_rating_check",
      sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`,
    ),
    check("events_region_check", inList("region", REGION_CODES)),
    check("events_commission_check", sql`${t.commissionBasisPoints} between 0 and 10000`),
    // The list's hot path: published events by start, whole portal or one tenant.
    index("events_published_starts_idx")
      .on(t.startsAt)
      .where(sql`${t.isPublished}`),
    index("events_tenant_starts_idx").on(t.tenantId, t.startsAt),
    index("events_series_idx").on(t.seriesId),
    // The search: GIN on the document (@@) and on the names' trigrams (ILIKE, <% word similarity).
    index("events_search_vector_idx").using("gin", t.searchVector),
    index("events_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The map and the filters by city read the city in either language.
    index("events_city_ru_idx").on(sql`lower(${t.cityRu})`),
    index("events_city_en_idx").on(sql`lower(${t.cityEn})`),
    index("events_region_idx").on(t.region),
    index("events_organizer_idx").on(t.organizerId),
  ],
);

/** A distance of an event that people register for; `taken` is the slot counter (never above capacity). */
export const races = pgTable(
  "races",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    position: smallint("position").notNull(),
    nameRu: text("name_ru").notNull(),
    nameEn: text("name_en").notNull(),
    /** Exact integer metres; `distanceUnit` is only how it is shown (42.195 km, 400 m). */
    distanceMeters: integer("distance_meters").notNull(),
    distanceUnit: text("distance_unit").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    taken: integer("taken").notNull().default(0),
    minAge: smallint("min_age").notNull(),
    maxAge: smallint("max_age").notNull(),
    isRelay: boolean("is_relay").notNull().default(false),
    relayStageCount: smallint("relay_stage_count"),
    registrationOpensAt: timestamp("registration_opens_at", { withTimezone: true }).notNull(),
    registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true }).notNull(),
    /** The organizer takes online registrations for this race at all (SPEC §4 "not possible"). */
    onlineRegistration: boolean("online_registration").notNull().default(true),
    /** Once online registration closes, it goes on at the start-pack pickup (SPEC §4 "offline"). */
    offlineAtPickup: boolean("offline_at_pickup").notNull().default(false),
    /** The promo-code gate: registering needs a valid code of the event. */
    promoRequired: boolean("promo_required").notNull().default(false),
    /** "Pay what you want": the person sets the slot's price within these bounds (both or neither). */
    customPriceMinKopecks: integer("custom_price_min_kopecks"),
    customPriceMaxKopecks: integer("custom_price_max_kopecks"),
    /** What the participant form asks beyond its fixed fields (RaceFormSettings in modules/registration). */
    formSettings: jsonb("form_settings")
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    unique("races_event_code_unique").on(t.eventId, t.code),
    check("races_distance_check", sql`${t.distanceMeters} > 0`),
    check("races_distance_unit_check", inList("distance_unit", DISTANCE_UNITS)),
    check(
      "races_capacity_check",
      sql`${t.capacity} >= 0 and ${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`,
    ),
    check("races_age_check", sql`${t.minAge} >= 0 and ${t.minAge} <= ${t.maxAge}`),
    check(
      "races_relay_check",
      sql`(${t.isRelay} and ${t.relayStageCount} >= 2) or (not ${t.isRelay} and ${t.relayStageCount} is null)`,
    ),
    check(
      "races_registration_window_check",
      sql`${t.registrationOpensAt} < ${t.registrationClosesAt}`,
    ),
    check(
      "races_custom_price_check",
      sql`(${t.customPriceMinKopecks} is null and ${t.customPriceMaxKopecks} is null) or (${t.customPriceMinKopecks} >= 0 and ${t.customPriceMinKopecks} <= ${t.customPriceMaxKopecks})`,
    ),
  ],
);

/** The price of a race from `startsAt` on; the current tier is the latest that has started. */
export const priceTiers = pgTable(
  "price_tiers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    raceId: integer("race_id")
      .notNull()
      .references(() => races.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    priceKopecks: integer("price_kopecks").notNull(),
  },
  (t) => [
    unique("price_tiers_race_position_unique").on(t.raceId, t.position),
    index("price_tiers_race_starts_idx").on(t.raceId, t.startsAt),
    check("price_tiers_price_check", sql`${t.priceKopecks} >= 0`),
  ],
);
