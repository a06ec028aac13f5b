import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite } from "../db/open-pglite";
import { seedDatabase } from "../db/seed";
import { testDatabaseUrl } from "../env";

export interface TestDatabase {
  /** Connection URL of the new database, for `{ kind: "postgres", url }`. */
  url: string;
  name: string;
  /** Drops the database, closing whatever connections are left. */
  drop(): Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, uniquely named database on the PostgreSQL server of TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), so parallel test files never share data.
 */
export async function createTestDatabase(
  options: { serverUrl?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = options.serverUrl ?? testDatabaseUrl();
  // Lower-case letters, digits and underscores only: safe to quote into DDL.
  const name = `reg_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await onServer(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  return {
    url: url.toString(),
    name,
    drop: () => {
      dropping ??= onServer(adminUrl, `drop database if exists "${name}" with (force)`);
      return dropping;
    },
  };
}

/**
 * A migrated, seeded PGlite cluster as a `dumpDataDir()` tarball. Starting core with
 * `{ kind: "pglite", loadDataDir: template }` takes ~0.7 s instead of ~4 s (initdb in WASM), so a test
 * suite builds this once (e.g. in vitest's globalSetup) and every file clones it. Seed it with the
 * clock the tests will use; core re-seeds at start anyway (a no-op on the same Moscow day).
 */
export async function createPgliteTemplate(options: { now: Date }): Promise<Blob> {
  const database = await openPglite({});
  try {
    await database.migrate();
    await seedDatabase(database.db, { now: options.now });
    return await database.dump();
  } finally {
    await database.close();
  }
}

/** The sandbox acquirer's test cards (success, decline, timeout), for journeys that pay. */
export { SANDBOX_TEST_CARDS } from "../modules/payments";
export { VALID_PARTICIPANT, validParticipant } from "./participant";
export { startContractServer } from "./contract-server";
export { legacyRoute, type LegacyRouteHandler } from "../http/legacy-route";
export { seedBenchEvents } from "./bench-events";
