import { and, eq } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { familyMembers, users } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";

/** The account a relative's or friend's registration is for, and whether the maker keeps its details. */
export interface ChosenParticipant {
  user: UserRow;
  /** A relative the maker created who has not taken the account over: the form is prefilled from it. */
  managed: boolean;
}

/** The marker of an account whose owner has not set a password yet (modules/family). */
const NO_PASSWORD_YET = "unset";

/**
 * Whom a registration is for when the caller names someone by e-mail (decision 0030): null for the
 * caller's own e-mail (their own registration), else the account with that e-mail — knowing it is
 * what lets a person register a friend. No account: a field error on `participantEmail`.
 */
export async function chosenParticipant(
  db: CoreDb,
  caller: UserRow,
  email: string | undefined,
): Promise<ChosenParticipant | null> {
  if (email === undefined) return null;
  const normalized = email.trim().toLowerCase();
  if (normalized === caller.email) return null;
  const [user] = await db.select().from(users).where(eq(users.email, normalized)).limit(1);
  if (!user) throw new AppError("VALIDATION_FAILED", { participantEmail: "family.noAccount" });
  const [link] = await db
    .select({ createdByOwner: familyMembers.createdByOwner })
    .from(familyMembers)
    .where(and(eq(familyMembers.ownerUserId, caller.id), eq(familyMembers.memberUserId, user.id)))
    .limit(1);
  return { user, managed: link?.createdByOwner === true && user.passwordHash === NO_PASSWORD_YET };
}
