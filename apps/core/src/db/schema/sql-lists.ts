import { sql, type SQL } from "drizzle-orm";

/** `column in ('a', 'b')` for a CHECK constraint from a constant list (values are code constants, never input). */
export function inList(column: string, values: readonly string[]): SQL {
  const quoted = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql.raw(`${column} in (${quoted})`);
}
