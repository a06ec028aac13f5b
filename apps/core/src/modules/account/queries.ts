import { and, eq, gt, sql } from "drizzle-orm";
import type { CoreDb } from "../../db/database";
import { preparedPerDb } from "../../db/prepared";
import { sessions, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: CoreDb, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/** Undefined when the e-mail is taken: the unique index decides, so two racing sign-ups can't both win. */
export async function insertUser(db: CoreDb, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0];
}

export async function insertSession(
  db: CoreDb,
  session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function deleteSession(db: CoreDb, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every signed-in call starts here. */
const sessionUser = preparedPerDb((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("session_user"),
);

/** The user of an unexpired session. */
export async function findSessionUser(
  db: CoreDb,
  tokenHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await sessionUser(db).execute({ tokenHash, now });
  return rows[0]?.user;
}
