import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "./schema";
import type { DatabaseHandle } from "./database";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import { nameStatementsByText } from "./named-statements";
import { openReplica } from "./open-replica";
import { PLANNER_OPTIONS } from "./planner-settings";

/** Any constant; it only has to be the same for every core process sharing a database. */
const MIGRATION_LOCK_KEY = 4_001_001;

/** A PostgreSQL server through a node-postgres pool. */
export function openPostgres(options: {
  url: string;
  poolSize?: number;
  replicaUrl?: string;
}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: PLANNER_OPTIONS,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  nameStatementsByText(pool);
  const db = drizzle({ client: pool, schema });
  const replica = options.replicaUrl
    ? openReplica({ url: options.replicaUrl, poolSize: options.poolSize })
    : undefined;
  return {
    db,
    kind: "postgres",
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    replica,
    migrate: () => migrateLocked(options.url),
    close: async () => {
      await Promise.all([pool.end(), replica?.close()]);
    },
  };
}

/** Several cores may start on one database at once (tests, replicas): one migrates, the others wait. */
async function migrateLocked(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client
      .query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end();
  }
}
