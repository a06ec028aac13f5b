import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing";
import type { CoreDb, DatabaseConfig, DatabaseHandle } from "./database";
import { openDatabase } from "./open-database";
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

const kinds: {
  name: string;
  config: () => Promise<{ config: DatabaseConfig; drop?: () => Promise<void> }>;
}[] = [
  { name: "PGlite", config: () => Promise.resolve({ config: { kind: "pglite" } }) },
  {
    name: "PostgreSQL",
    config: async () => {
      const database: TestDatabase = await createTestDatabase();
      return { config: { kind: "postgres", url: database.url }, drop: () => database.drop() };
    },
  },
];

describe.each(kinds)("preparedPerDb ($name)", ({ config }) => {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const made = await config();
    drop = made.drop;
    handle = await openDatabase(made.config);
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    await drop?.();
  });

  it("runs inside a transaction on the transaction's connection, built once for every handle", async () => {
    const before = builds;
    const committed = await addUser(handle.db, `committed-${Date.now()}@example.ru`);
    expect(await emailById(handle.db).execute({ id: committed })).toHaveLength(1);

    const rolledBack = await handle.db
      .transaction(async (tx) => {
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
    await handle.db
      .transaction(async (tx) => {
        id = await addUser(tx, `gone-${Date.now()}@example.ru`);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(id).not.toBe("");
    expect(await emailById(handle.db).execute({ id })).toEqual([]);
  });
});
