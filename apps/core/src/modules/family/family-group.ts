import { and, asc, count, eq } from "drizzle-orm";
import {
  FAMILY_RELATIONS,
  MAX_FAMILY_MEMBERS,
  maskedName,
  profileDetailsSchema,
  UNKNOWN_FAMILY_RELATION,
  type FamilyGroup,
  type FamilyMember,
  type FamilyRelation,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { familyMembers, users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { NO_PASSWORD_YET } from "./relative-account";

type MemberRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profile: unknown;
  passwordHash: string;
  createdByOwner: boolean;
  relation: string;
};

/** The stored relation; the CHECK keeps it one of the domain's, this keeps the type honest. */
function relationOf(stored: string): FamilyRelation {
  return (FAMILY_RELATIONS as readonly string[]).includes(stored)
    ? (stored as FamilyRelation)
    : UNKNOWN_FAMILY_RELATION;
}

/** A member the owner created and who has not set a password yet is the owner's to fill in. */
export function isManaged(row: { createdByOwner: boolean; passwordHash: string }): boolean {
  return row.createdByOwner && row.passwordHash === NO_PASSWORD_YET;
}

function memberOf(row: MemberRow): FamilyMember {
  const managed = isManaged(row);
  const details = profileDetailsSchema.safeParse(row.profile);
  const birthDate = managed && details.success ? (details.data.birthDate ?? null) : null;
  const gender = managed && details.success ? details.data.gender : undefined;
  return {
    memberId: row.id,
    email: row.email,
    displayName: managed
      ? `${row.firstName} ${row.lastName}`.trim()
      : maskedName(row.firstName, row.lastName),
    managed,
    birthDate,
    gender: gender === "male" || gender === "female" ? gender : null,
    relation: relationOf(row.relation),
  };
}

/** The owner's family group, oldest member first; only rows of `ownerId` are read. */
export async function familyGroupOf(db: CoreDb, ownerId: string): Promise<FamilyGroup> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profile: users.profile,
      passwordHash: users.passwordHash,
      createdByOwner: familyMembers.createdByOwner,
      relation: familyMembers.relation,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.memberUserId))
    .where(eq(familyMembers.ownerUserId, ownerId))
    .orderBy(asc(familyMembers.addedAt), asc(users.id));
  return { members: rows.map(memberOf) };
}

/**
 * Adds a member to the owner's group, at most MAX_FAMILY_MEMBERS: the owner's row is locked first,
 * so two additions at once count each other. Adding someone already there changes nothing, not
 * even the relation: changing it is `setFamilyRelation`'s, where the owner sees whom they change.
 */
export async function addToFamily(
  db: CoreDb,
  link: { ownerId: string; memberId: string; createdByOwner: boolean; relation: FamilyRelation },
  now: Date,
): Promise<void> {
  if (link.ownerId === link.memberId)
    throw new AppError("VALIDATION_FAILED", { email: "family.self" });
  await db.select({ id: users.id }).from(users).where(eq(users.id, link.ownerId)).for("update");
  const [size] = await db
    .select({ n: count() })
    .from(familyMembers)
    .where(eq(familyMembers.ownerUserId, link.ownerId));
  if ((size?.n ?? 0) >= MAX_FAMILY_MEMBERS)
    throw new AppError("VALIDATION_FAILED", { email: "family.full" });
  await db
    .insert(familyMembers)
    .values({
      ownerUserId: link.ownerId,
      memberUserId: link.memberId,
      createdByOwner: link.createdByOwner,
      relation: link.relation,
      addedAt: now,
    })
    .onConflictDoNothing();
}

/** Takes a member out of the owner's group; someone not in it is not found (whoever they are). */
export async function removeFromFamily(
  db: CoreDb,
  ownerId: string,
  memberId: string,
): Promise<void> {
  const rows = await db
    .delete(familyMembers)
    .where(and(eq(familyMembers.ownerUserId, ownerId), eq(familyMembers.memberUserId, memberId)))
    .returning({ memberId: familyMembers.memberUserId });
  if (rows.length === 0) throw new AppError("NOT_FOUND");
}

/**
 * The owner says who a member of their group is to them; someone not in it is not found, like a
 * removal.
 */
export async function setFamilyRelation(
  db: CoreDb,
  ownerId: string,
  change: { memberId: string; relation: FamilyRelation },
): Promise<void> {
  const rows = await db
    .update(familyMembers)
    .set({ relation: change.relation })
    .where(
      and(eq(familyMembers.ownerUserId, ownerId), eq(familyMembers.memberUserId, change.memberId)),
    )
    .returning({ memberId: familyMembers.memberUserId });
  if (rows.length === 0) throw new AppError("NOT_FOUND");
}
