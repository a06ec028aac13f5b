import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  INSURANCE_TYPES,
  MAX_COUNT_PER_LINE,
  MAX_IMAGE_BYTES,
  IMAGE_CONTENT_TYPES,
  REGISTRATION_STATES,
  SPORT_TYPES,
} from "@reg/domain";
import { users } from "./accounts";
import { events, races } from "./catalog";
import { options, promoCodes } from "./commerce";
import { inList } from "./sql-lists";

/** States that hold what a registration took (slot, stock, promo use) and block a second one. */
export const HOLDING_STATES = ["draft", "awaitingPayment"] as const;
/** Live registrations: at most one per person and race. */
export const LIVE_STATES = ["draft", "awaitingPayment", "paid"] as const;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Pictures people upload with their form (a medical certificate, a photo); checked by magic bytes. */
export const uploadedImages = pgTable(
  "uploaded_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("uploaded_images_user_idx").on(t.userId),
    check("uploaded_images_type_check", inList("content_type", IMAGE_CONTENT_TYPES)),
    check(
      "uploaded_images_size_check",
      sql`${t.sizeBytes} between 1 and ${sql.raw(String(MAX_IMAGE_BYTES))}`,
    ),
  ],
);

/**
 * One person's registration for one race. Creating it takes the race slot (`races.taken`) in the
 * same statement; it holds the slot, its options' stock and its promo code's use until it is paid,
 * or until `expires_at` passes unpaid and the sweeper releases them all at once.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The participant: whose slot it is, and whose live registration the unique index counts. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Who made it when that is someone else (a relative's or a friend's registration, decision
     * 0030); null for the participant's own. The maker and the participant may both read, pay and
     * change it; nobody else.
     */
    madeByUserId: uuid("made_by_user_id").references(() => users.id, { onDelete: "set null" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id),
    raceId: integer("race_id")
      .notNull()
      .references(() => races.id),
    state: text("state").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** created_at + the 20-minute payment window: the holds go back from this instant on. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the slot, stock and promo use went back (expired or cancelled); set exactly once. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    relayPosition: smallint("relay_position"),
    promoCodeId: integer("promo_code_id").references(() => promoCodes.id),
    /** The slot's price when the registration was made (the tier in force), kopecks. */
    slotPriceKopecks: integer("slot_price_kopecks").notNull(),
    /** What the person chose on a "pay what you want" race (SetCustomPrice). */
    slotCustomPriceKopecks: integer("slot_custom_price_kopecks"),
    /** The event's commission when the registration was made, hundredths of a percent. */
    commissionBasisPoints: integer("commission_basis_points").notNull(),
    /** The participant form as participantFormSchemaFor stored it. */
    participant: jsonb("participant").notNull(),
    documentType: text("document_type"),
    documentNumber: text("document_number"),
    imageId: uuid("image_id").references(() => uploadedImages.id, { onDelete: "set null" }),
  },
  (t) => [
    check("registrations_state_check", inList("state", REGISTRATION_STATES)),
    check("registrations_window_check", sql`${t.expiresAt} > ${t.createdAt}`),
    check(
      "registrations_price_check",
      sql`${t.slotPriceKopecks} >= 0 and (${t.slotCustomPriceKopecks} is null or ${t.slotCustomPriceKopecks} >= 0)`,
    ),
    check("registrations_commission_check", sql`${t.commissionBasisPoints} between 0 and 10000`),
    check("registrations_relay_check", sql`${t.relayPosition} is null or ${t.relayPosition} >= 1`),
    check(
      "registrations_document_check",
      sql`(${t.documentType} is null) = (${t.documentNumber} is null)`,
    ),
    check("registrations_paid_check", sql`(${t.state} = 'paid') = (${t.paidAt} is not null)`),
    // One live registration per person and race: the index decides even when a person races themselves.
    uniqueIndex("registrations_one_live_idx")
      .on(t.userId, t.raceId)
      .where(sql.raw(`state in (${LIVE_STATES.map((s) => `'${s}'`).join(", ")})`)),
    // The sweeper's scan: only holding registrations, by deadline.
    index("registrations_holding_expiry_idx")
      .on(t.expiresAt)
      .where(sql.raw(`state in (${HOLDING_STATES.map((s) => `'${s}'`).join(", ")})`)),
    index("registrations_race_idx").on(t.raceId, t.state),
    index("registrations_user_idx").on(t.userId, t.createdAt),
    index("registrations_made_by_idx")
      .on(t.madeByUserId, t.createdAt)
      .where(sql`${t.madeByUserId} is not null`),
    check(
      "registrations_made_by_check",
      sql`${t.madeByUserId} is null or ${t.madeByUserId} <> ${t.userId}`,
    ),
  ],
);

/** The options in a registration's cart; their units count in `options.taken` while it holds. */
export const cartLines = pgTable(
  "cart_lines",
  {
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => options.id),
    count: integer("count").notNull(),
    /** The option's price when it was added, kopecks. */
    unitPriceKopecks: integer("unit_price_kopecks").notNull(),
    /** What the person chose for a custom-price option (SetCustomPrice). */
    customPriceKopecks: integer("custom_price_kopecks"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.optionId] }),
    index("cart_lines_option_idx").on(t.optionId),
    check(
      "cart_lines_count_check",
      sql`${t.count} between 1 and ${sql.raw(String(MAX_COUNT_PER_LINE))}`,
    ),
    check(
      "cart_lines_price_check",
      sql`${t.unitPriceKopecks} >= 0 and (${t.customPriceKopecks} is null or ${t.customPriceKopecks} >= 0)`,
    ),
  ],
);

/** An insurance policy asked for a registration (ApiPolicyRequest); goes with its cart line. */
export const policyRequests = pgTable(
  "policy_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    registrationId: uuid("registration_id").notNull(),
    optionId: integer("option_id").notNull(),
    sport: text("sport").notNull(),
    insuranceType: text("insurance_type").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    sumInsuredKopecks: integer("sum_insured_kopecks").notNull(),
    premiumKopecks: integer("premium_kopecks").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("policy_requests_line_unique").on(t.registrationId, t.optionId),
    // Taking the insurance out of the cart takes its policy request with it.
    foreignKey({
      columns: [t.registrationId, t.optionId],
      foreignColumns: [cartLines.registrationId, cartLines.optionId],
      name: "policy_requests_line_fk",
    }).onDelete("cascade"),
    check("policy_requests_type_check", inList("insurance_type", INSURANCE_TYPES)),
    check("policy_requests_sport_check", inList("sport", SPORT_TYPES)),
    check("policy_requests_period_check", sql`${t.endDate} >= ${t.startDate}`),
    check(
      "policy_requests_sums_check",
      sql`${t.sumInsuredKopecks} > 0 and ${t.premiumKopecks} >= 0`,
    ),
  ],
);
