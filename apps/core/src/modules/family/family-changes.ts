import { eq } from "drizzle-orm";
import type { AddFamilyMemberInput, CreateRelativeInput, FamilyGroup } from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { users } from "../../db/schema";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../account";
import { addToFamily, familyGroupOf } from "./family-group";
import { createManagedAccount } from "./managed-account";

export interface FamilyDeps {
  db: CoreDb;
  now: () => Date;
  /** The portal's base URL the relative's link points to (configuration, never the Host). */
  portalUrl: string;
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates a relative's account (a child's) and puts it in the owner's family group, in one
 * transaction: the account (createManagedAccount: its one-time link to set a password, a week
 * long, and the mail) and the link. An e-mail that already has an account is refused with
 * "find them instead" — creating never touches someone else's account.
 */
export async function createRelative(
  deps: FamilyDeps,
  owner: UserRow,
  input: CreateRelativeInput,
): Promise<FamilyGroup> {
  const now = deps.now();
  const email = normalizeEmail(input.email);
  if (email === owner.email) throw new AppError("VALIDATION_FAILED", { email: "family.self" });
  await deps.db.transaction(async (tx) => {
    const relative = await createManagedAccount(
      tx,
      owner,
      { ...input, email },
      deps.portalUrl,
      now,
    );
    if (!relative) throw new AppError("VALIDATION_FAILED", { email: "family.emailTaken" });
    await addToFamily(
      tx,
      { ownerId: owner.id, memberId: relative.id, createdByOwner: true, relation: input.relation },
      now,
    );
  });
  return familyGroupOf(deps.db, owner.id);
}

/** Adds an existing account, named by its e-mail, to the owner's group. */
export async function addFamilyMember(
  deps: FamilyDeps,
  owner: UserRow,
  input: AddFamilyMemberInput,
): Promise<FamilyGroup> {
  const email = normalizeEmail(input.email);
  const [member] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!member) throw new AppError("VALIDATION_FAILED", { email: "family.noAccount" });
  await deps.db.transaction((tx) =>
    addToFamily(
      tx,
      { ownerId: owner.id, memberId: member.id, createdByOwner: false, relation: input.relation },
      deps.now(),
    ),
  );
  return familyGroupOf(deps.db, owner.id);
}
