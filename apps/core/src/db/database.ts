import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { ReplicaDatabase } from "./open-replica";
import type * as schema from "./schema";

export type CoreSchema = typeof schema;
/** The one Drizzle type the modules use, whichever driver is underneath. */
export type CoreDb = PgDatabase<PgQueryResultHKT, CoreSchema>;

export type DatabaseConfig =
  | {
      kind: "pglite";
      /** A folder to keep the database in; undefined keeps it in memory. */
      dataDir?: string;
      /** A `dumpDataDir()` tarball to start from instead of an empty cluster (fast test clones). */
      loadDataDir?: Blob;
    }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** A hot standby of `url`'s server for the anonymous catalogue reads (docs/decisions/0040). */
      replicaUrl?: string;
    };

/** The connections behind `db` now; PGlite has one and no pool, so only `total`. */
export interface PoolStats {
  total: number;
  idle?: number;
  /** Callers waiting for a connection. */
  waiting?: number;
}

export interface DatabaseHandle {
  db: CoreDb;
  kind: DatabaseConfig["kind"];
  poolStats(): PoolStats;
  /** The hot standby the public reads may go to, when `replicaUrl` is set. */
  replica?: ReplicaDatabase;
  /** Brings the schema up to date with the committed migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
