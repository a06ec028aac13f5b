import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { CertificatePerson, TaxCertificateFields } from "@reg/domain";
import { users } from "./accounts";
import { organizers } from "./organizers";
import { payments } from "./payments";
import { registrations } from "./registrations";

export const TAX_CERTIFICATE_ROW_STATES = ["issued", "needsCorrection", "corrected"] as const;

/**
 * One issued certificate of payment for fitness services (issue 10, decision 0034): per organizer,
 * taxpayer, person served and year, one row per correction ("000" first). The unique keys make two
 * simultaneous submits one set: one (organizer, taxpayer, person served, year, correction), and
 * one (organizer, year, number, correction) — a correction keeps its number.
 */
export const taxCertificates = pgTable(
  "tax_certificates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => organizers.id),
    year: smallint("year").notNull(),
    number: integer("number").notNull(),
    correction: smallint("correction").notNull(),
    /** The signed-in person who asked: the only one who reads, downloads and resends it. */
    requestedByUserId: uuid("requested_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** MY_SELF: the requester is the taxpayer; SPOUSE: their declared spouse is. */
    payer: text("payer").notNull(),
    /**
     * Who the taxpayer is, as a key: `user:<id>` for an account, `spouse-of:<requester id>` for a
     * declared spouse without one (decision 0034: one declared spouse per person).
     */
    taxpayerKey: text("taxpayer_key").notNull(),
    taxpayerUserId: uuid("taxpayer_user_id").references(() => users.id, { onDelete: "set null" }),
    personServedUserId: uuid("person_served_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountKopecks: integer("amount_kopecks").notNull(),
    state: text("state").notNull(),
    /** The taxpayer as typed for the certificate (the spouse's data too) and the declaration's time. */
    taxpayer: jsonb("taxpayer").$type<CertificatePerson>().notNull(),
    marriageDeclaredAt: timestamp("marriage_declared_at", { withTimezone: true }),
    /** Every printed field as issued: the PDF is drawn from this, so it never changes after. */
    fields: jsonb("fields").$type<TaxCertificateFields>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("tax_certificates_party_unique").on(
      t.organizerId,
      t.taxpayerKey,
      t.personServedUserId,
      t.year,
      t.correction,
    ),
    unique("tax_certificates_number_unique").on(t.organizerId, t.year, t.number, t.correction),
    index("tax_certificates_requested_by_idx").on(t.requestedByUserId, t.createdAt),
    check(
      "tax_certificates_state_check",
      sql`${t.state} in ('issued', 'needsCorrection', 'corrected')`,
    ),
    check("tax_certificates_payer_check", sql`${t.payer} in ('MY_SELF', 'SPOUSE')`),
    check(
      "tax_certificates_numbers_check",
      sql`${t.number} >= 1 and ${t.correction} between 0 and 999`,
    ),
    check("tax_certificates_amount_check", sql`${t.amountKopecks} > 0`),
    check(
      "tax_certificates_spouse_check",
      sql`(${t.payer} = 'SPOUSE') = (${t.marriageDeclaredAt} is not null)`,
    ),
  ],
);

/** The payment lines a certificate certifies (lineId: `<payment>/<registration>/<kind>`). */
export const taxCertificateLines = pgTable(
  "tax_certificate_lines",
  {
    certificateId: uuid("certificate_id")
      .notNull()
      .references(() => taxCertificates.id, { onDelete: "cascade" }),
    lineId: text("line_id").notNull(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id),
    amountKopecks: integer("amount_kopecks").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.lineId] }),
    index("tax_certificate_lines_registration_idx").on(t.registrationId),
    check("tax_certificate_lines_amount_check", sql`${t.amountKopecks} > 0`),
  ],
);

/** The last certificate number given per organizer and year; its row lock orders two issuers. */
export const taxCertificateCounters = pgTable(
  "tax_certificate_counters",
  {
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => organizers.id),
    year: smallint("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizerId, t.year] })],
);

/**
 * Money given back for a paid registration (a refund the organizer made after the race was paid),
 * in kopecks. A paid registration stays paid; the refund lowers what a certificate may certify
 * (decision 0034: from the entry fee first) and marks a certificate of it "needs correction".
 */
export const registrationRefunds = pgTable(
  "registration_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => registrations.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amountKopecks: integer("amount_kopecks").notNull(),
    reason: text("reason").notNull().default(""),
    refundedAt: timestamp("refunded_at", { withTimezone: true }).notNull(),
    /**
     * The acquirer that told us of the refund and its id for it (decision 0043); null for refunds
     * recorded otherwise (the seed). The same refund told twice — or twice at once — is one row.
     */
    provider: text("provider"),
    providerRefundId: text("provider_refund_id"),
  },
  (t) => [
    index("registration_refunds_registration_idx").on(t.registrationId),
    check("registration_refunds_amount_check", sql`${t.amountKopecks} > 0`),
    unique("registration_refunds_provider_unique").on(t.provider, t.providerRefundId),
    check(
      "registration_refunds_provider_check",
      sql`(${t.provider} is null) = (${t.providerRefundId} is null)`,
    ),
  ],
);
