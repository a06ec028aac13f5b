import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite } from "../db/open-pglite";
import { openPostgres } from "../db/open-postgres";
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
  options: {
    serverUrl?: string;
    /** A database to copy (see createPostgresTemplate) instead of an empty one. */
    template?: string;
  } = {},
): Promise<TestDatabase> {
  const adminUrl = options.serverUrl ?? testDatabaseUrl();
  // Lower-case letters, digits and underscores only: safe to quote into DDL.
  const name = `reg_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  if (options.template !== undefined && !/^reg_test_[a-z0-9_]+$/.test(options.template))
    throw new Error(`not a test database's name: ${options.template}`);
  const template = options.template === undefined ? "" : ` template "${options.template}"`;
  await onServer(adminUrl, `create database "${name}"${template}`);
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

/**
 * A migrated, seeded database on the PostgreSQL server, for createTestDatabase's `template`: copying it
 * takes well under a second where migrating and seeding an empty one takes several (issue 7), so a
 * suite builds it once (vitest's globalSetup) and drops it after. Nothing may stay connected to it,
 * or the copies fail: it is closed before it is returned.
 */
export async function createPostgresTemplate(options: {
  now: Date;
  serverUrl?: string;
}): Promise<TestDatabase> {
  const template = await createTestDatabase({ serverUrl: options.serverUrl });
  try {
    const database = openPostgres({ url: template.url, poolSize: 1 });
    try {
      await database.migrate();
      await seedDatabase(database.db, { now: options.now });
    } finally {
      await database.close();
    }
    return template;
  } catch (error) {
    await template.drop();
    throw error;
  }
}

/** The sandbox acquirer's test cards (success, decline, timeout), for journeys that pay. */
export { SANDBOX_TEST_CARDS } from "../modules/payments";
export { VALID_PARTICIPANT, validParticipant } from "./participant";
export { startContractServer } from "./contract-server";
export { legacyRoute, type LegacyRouteHandler } from "../http/legacy-route";
export { seedBenchEvents } from "./bench-events";
export { startTcpProxy, type TcpProxy } from "./tcp-proxy";
