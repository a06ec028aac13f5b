import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { FAMILY_RELATIONS, UNKNOWN_FAMILY_RELATION } from "@reg/domain";
import { users } from "./accounts";
import { inList } from "./sql-lists";

/**
 * A person's family group (SPEC §4 relative flow; decision 0030): the relatives they register
 * and keep for next time. One row per owner and member; a friend registered once is not here.
 */
export const familyMembers = pgTable(
  "family_members",
  {
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberUserId: uuid("member_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The owner created the member's account (a child's): theirs to fill in until taken over. */
    createdByOwner: boolean("created_by_owner").notNull(),
    /**
     * Who the member is to the owner (decision 0042), as the owner said; rows older than the
     * question read as `other` until the owner says.
     */
    relation: text("relation").notNull().default(UNKNOWN_FAMILY_RELATION),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerUserId, t.memberUserId] }),
    index("family_members_member_idx").on(t.memberUserId),
    check("family_members_not_self_check", sql`${t.ownerUserId} <> ${t.memberUserId}`),
    check("family_members_relation_check", inList("relation", FAMILY_RELATIONS)),
  ],
);
