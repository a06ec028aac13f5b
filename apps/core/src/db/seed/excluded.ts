import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * The `set` of an upsert: every column from the proposed row (`excluded`), except `keep`: identity, and the
 * live counters (`taken`, `used`…) that registrations move, which a re-seed must never reset. Generated
 * columns (the events' search document) are PostgreSQL's to write, never an upsert's.
 */
export function overwriteExcept<T extends PgTable>(
  table: T,
  keep: (keyof T["$inferSelect"])[],
): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if ((keep as string[]).includes(key) || column.generated !== undefined) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}
