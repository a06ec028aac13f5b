import type { DatabaseConfig } from "./db/database";
import type { CoreEnv } from "./env";

/** DATABASE_URL picks a PostgreSQL server (DATABASE_REPLICA_URL its standby); otherwise PGlite in DATA_DIR. */
export function databaseConfigFromEnv(env: CoreEnv): DatabaseConfig {
  if (!env.DATABASE_URL) return { kind: "pglite", dataDir: env.DATA_DIR };
  return env.DATABASE_REPLICA_URL
    ? { kind: "postgres", url: env.DATABASE_URL, replicaUrl: env.DATABASE_REPLICA_URL }
    : { kind: "postgres", url: env.DATABASE_URL };
}
