import type pg from "pg";

export interface PgActivity {
  /** Transactions committed: with autocommit, one per statement core sends. */
  commits: number;
  rollbacks: number;
  inserted: number;
  updated: number;
  returned: number;
}

/** The database's own counters (pg_stat_database); their difference over a phase says what each call cost PostgreSQL. */
export async function pgActivity(db: pg.Client, databaseName: string): Promise<PgActivity> {
  // The statistics collector reports with a delay; ask for a fresh snapshot.
  await db.query("select pg_stat_clear_snapshot()");
  const result = await db.query<{
    xact_commit: string;
    xact_rollback: string;
    tup_inserted: string;
    tup_updated: string;
    tup_returned: string;
  }>(
    "select xact_commit, xact_rollback, tup_inserted, tup_updated, tup_returned from pg_stat_database where datname = $1",
    [databaseName],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no statistics for ${databaseName}`);
  return {
    commits: Number(row.xact_commit),
    rollbacks: Number(row.xact_rollback),
    inserted: Number(row.tup_inserted),
    updated: Number(row.tup_updated),
    returned: Number(row.tup_returned),
  };
}

export function activityPerCall(
  before: PgActivity,
  after: PgActivity,
  calls: number,
): Record<keyof PgActivity, number> {
  const per = (key: keyof PgActivity): number =>
    Number(((after[key] - before[key]) / calls).toFixed(2));
  return {
    commits: per("commits"),
    rollbacks: per("rollbacks"),
    inserted: per("inserted"),
    updated: per("updated"),
    returned: per("returned"),
  };
}
