import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DRIVERS, migratedDatabase } from "../testing/migrated-database";
import type { CoreDb } from "./database";
import { preparedPerDb } from "./prepared";
import { users } from "./schema";

let builds = 0;
const emailById = preparedPerDb((db) => {
  builds += 1;
  return db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("prepared_test_email_by_id");
});

async function addUser(db: CoreDb, email: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ email, firstName: "Анна", lastName: "Петрова", passwordHash: "x" })
    .returning({ id: users.id });
  if (!row) throw new Error("no row");
  return row.id;
}

describe.each(DRIVERS)("preparedPerDb (%s)", (driver) => {
  const database = migratedDatabase(driver);

  it("runs inside a transaction on the transaction's connection, built once for every handle", async () => {
    const before = builds;
    const committed = await addUser(database().db, `committed-${Date.now()}@example.ru`);
    expect(await emailById(database().db).execute({ id: committed })).toHaveLength(1);

    const rolledBack = await database()
      .db.transaction(async (tx) => {
        const id = await addUser(tx, `uncommitted-${Date.now()}@example.ru`);
        // Seen only on the transaction's own connection: the read is bound to it.
        const inside = await emailById(tx).execute({ id });
        expect(inside).toHaveLength(1);
        await tx.transaction(async (savepoint) => {
          expect(await emailById(savepoint).execute({ id })).toEqual(inside);
        });
        tx.rollback();
        return id;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return undefined;
        throw error;
      });
    expect(rolledBack).toBeUndefined();
    // At most one build per driver over the whole file (the other describe may have built it).
    expect(builds - before).toBeLessThanOrEqual(1);
  });

  it("reads nothing a rolled-back transaction wrote", async () => {
    let id = "";
    await database()
      .db.transaction(async (tx) => {
        id = await addUser(tx, `gone-${Date.now()}@example.ru`);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(id).not.toBe("");
    expect(await emailById(database().db).execute({ id })).toEqual([]);
  });
});
