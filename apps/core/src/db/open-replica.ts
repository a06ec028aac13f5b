import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { z } from "zod";
import { withTimeout } from "@reg/observability";
import * as schema from "./schema";
import type { CoreDb, PoolStats } from "./database";
import { nameStatementsByText } from "./named-statements";
import { pgErrorOf } from "./pg-error";
import { PLANNER_OPTIONS } from "./planner-settings";
import { latestMigration } from "./readiness";

/** What the standby's probe found: answering with the schema core expects (and how far behind), or not usable. */
export type ReplicaState =
  | {
      ok: true;
      /** Seconds since the newest replayed commit while WAL waits to be replayed; 0 when caught up; null before any replay. */
      lagSeconds: number | null;
    }
  | { ok: false; reason: "replica unreachable" | "migrations pending" };

/** The standby's reads pool, and a probe that never queues behind them. */
export interface ReplicaDatabase {
  db: CoreDb;
  check(): Promise<ReplicaState>;
  poolStats(): PoolStats;
  close(): Promise<void>;
}

/**
 * A replica that has gone does not make its callers wait: a connection it cannot open fails after
 * this (503 BUSY, as the primary's would) instead of waiting for ever, and a probe gives up after it.
 */
export const REPLICA_TIMEOUT_MS = 2_000;

const UNDEFINED_TABLE = "42P01";
const probeRowSchema = z.object({ lag: z.number().nullable(), migrated: z.number() });

/**
 * Lag counts only while WAL is received and not yet replayed: a quiet primary sends nothing, and
 * "time since the last replayed commit" would grow then with nothing missing. On a server that is
 * not in recovery (a standby promoted by a failover) there is nothing to replay.
 */
const PROBE_SQL = `select
  case
    when not pg_is_in_recovery() then 0
    when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
    else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8
  end as lag,
  (select coalesce(max(created_at), 0)::float8 from drizzle.__drizzle_migrations) as migrated`;

/** A hot standby (read-only) through a node-postgres pool of its own; nothing is migrated or written there. */
export function openReplica(options: { url: string; poolSize?: number }): ReplicaDatabase {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
    options: PLANNER_OPTIONS,
  });
  // The probe has its own connection, so a pool busy with reads is not taken for a replica gone.
  const probe = new pg.Pool({
    connectionString: options.url,
    max: 1,
    connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the pools replace it.
  pool.on("error", () => undefined);
  nameStatementsByText(pool);
  probe.on("error", () => undefined);
  const unreachable: ReplicaState = { ok: false, reason: "replica unreachable" };
  const ask = async (): Promise<ReplicaState> => {
    try {
      const row = probeRowSchema.parse((await probe.query(PROBE_SQL)).rows[0]);
      // A standby that has not replayed this core's migrations yet would fail its queries.
      if (row.migrated < latestMigration()) return { ok: false, reason: "migrations pending" };
      return { ok: true, lagSeconds: row.lag };
    } catch (error) {
      if (pgErrorOf(error)?.code === UNDEFINED_TABLE)
        return { ok: false, reason: "migrations pending" };
      return unreachable;
    }
  };
  return {
    db: drizzle({ client: pool, schema }),
    check: () => withTimeout(ask(), REPLICA_TIMEOUT_MS, unreachable),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}
