import { and, eq, exists, gt, lte, sql } from "drizzle-orm";
import type { CoreDb } from "../../db/database";
import { sessionHandoffs, sessions, tenantHosts, users } from "../../db/schema";
import type { UserRow } from "./queries";

/** Whether the deployment serves a tenant on `host` (the tenant_hosts table, docs/decisions/0008). */
export async function isTenantHost(db: CoreDb, host: string): Promise<boolean> {
  const rows = await db
    .select({ host: tenantHosts.host })
    .from(tenantHosts)
    .where(eq(tenantHosts.host, host))
    .limit(1);
  return rows.length > 0;
}

export async function insertHandoff(
  db: CoreDb,
  handoff: typeof sessionHandoffs.$inferInsert,
): Promise<void> {
  await db.insert(sessionHandoffs).values(handoff);
}

/** Codes nobody redeemed in time; dropped whenever a new one is issued, so the table stays small. */
export async function deleteExpiredHandoffs(db: CoreDb, now: Date): Promise<void> {
  await db.delete(sessionHandoffs).where(lte(sessionHandoffs.expiresAt, now));
}

/**
 * Takes the code for `host` if it is live (unexpired, its issuing session too), deleting it in the
 * same statement: of two concurrent redeems, the second finds the row gone and gets nothing.
 * A code for another host, or an expired one, is left as it was.
 */
export async function takeHandoff(
  db: CoreDb,
  codeHash: string,
  host: string,
  now: Date,
): Promise<string | undefined> {
  const issuingSessionLive = db
    .select({ one: sql`1` })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, sessionHandoffs.sessionTokenHash), gt(sessions.expiresAt, now)),
    );
  const rows = await db
    .delete(sessionHandoffs)
    .where(
      and(
        eq(sessionHandoffs.codeHash, codeHash),
        eq(sessionHandoffs.host, host),
        gt(sessionHandoffs.expiresAt, now),
        exists(issuingSessionLive),
      ),
    )
    .returning({ userId: sessionHandoffs.userId });
  return rows[0]?.userId;
}

export async function findUserById(db: CoreDb, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}
