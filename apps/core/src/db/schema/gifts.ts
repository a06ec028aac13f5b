import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "@reg/domain";
import { users } from "./accounts";
import { races } from "./catalog";
import { registrations } from "./registrations";
import { inList } from "./sql-lists";

/**
 * A race bought as a present (docs/decisions/0031). Its slot is held by an ordinary registration
 * (`registration_id`), taken and paid like any: until redeemed that registration's participant is
 * the gift's own holder account (`holder_user_id`, which cannot sign in), so the buyer's own
 * registration for the race, or a second gift, never meets the one-live-registration index. Paid,
 * the gift gets its code; redeeming it hands the registration to the recipient in one transaction.
 */
export const gifts = pgTable(
  "gifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    registrationId: uuid("registration_id")
      .notNull()
      .unique("gifts_registration_unique")
      .references(() => registrations.id),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The placeholder participant of the registration until the gift is redeemed. */
    holderUserId: uuid("holder_user_id")
      .notNull()
      .references(() => users.id),
    raceId: integer("race_id")
      .notNull()
      .references(() => races.id),
    /** Who the card says it is from. */
    cardName: text("card_name").notNull(),
    message: text("message").notNull().default(""),
    /** The buyer's language: the gift mail is written in it. */
    language: text("language").notNull(),
    /** Issued when paid; unique, random (decision 0031). */
    code: text("code").unique("gifts_code_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    recipientUserId: uuid("recipient_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    /** The race started unredeemed: the buyer is owed the money back. */
    refundDueAt: timestamp("refund_due_at", { withTimezone: true }),
  },
  (t) => [
    index("gifts_buyer_idx").on(t.buyerUserId, t.createdAt),
    index("gifts_recipient_idx")
      .on(t.recipientUserId)
      .where(sql`${t.recipientUserId} is not null`),
    // The start-day sweep's scan: issued gifts nobody redeemed.
    index("gifts_unredeemed_idx")
      .on(t.raceId)
      .where(sql`${t.code} is not null and ${t.redeemedAt} is null and ${t.refundDueAt} is null`),
    check("gifts_issued_check", sql`(${t.code} is null) = (${t.issuedAt} is null)`),
    check("gifts_redeemed_check", sql`${t.redeemedAt} is null or ${t.code} is not null`),
    check("gifts_end_check", sql`${t.redeemedAt} is null or ${t.refundDueAt} is null`),
    check("gifts_refund_check", sql`${t.refundDueAt} is null or ${t.code} is not null`),
    check("gifts_language_check", inList("language", LOCALES)),
    check(
      "gifts_card_check",
      sql`char_length(${t.cardName}) between 1 and 60 and char_length(${t.message}) <= 300`,
    ),
  ],
);
