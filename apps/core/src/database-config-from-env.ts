import type { DatabaseConfig } from "./db/database";
import type { CoreEnv } from "./env";

/** DATABASE_URL picks a PostgreSQL server; otherwise PGlite in DATA_DIR. */
export function databaseConfigFromEnv(env: CoreEnv): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: env.DATA_DIR };
}
