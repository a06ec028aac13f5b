import { inArray } from "drizzle-orm";
import { hashPassword } from "../../modules/account";
import { users } from "../schema";
import type { CoreTx } from "./transaction";
import { USER_SEEDS } from "./users-data";

/** Creates the demo accounts that are missing; existing ones (and their passwords) are left alone. */
export async function seedUsers(tx: CoreTx): Promise<void> {
  const emails = USER_SEEDS.map((u) => u.email);
  const existing = await tx
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const known = new Set(existing.map((u) => u.email));
  const missing = USER_SEEDS.filter((u) => !known.has(u.email));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async (u) => ({
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      passwordHash: await hashPassword(u.password),
      roles: u.roles,
      language: "ru",
    })),
  );
  await tx.insert(users).values(rows).onConflictDoNothing({ target: users.email });
}
