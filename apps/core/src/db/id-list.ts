import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** One element of a PostgreSQL array literal, quoted so any text survives (commas, quotes, braces). */
function arrayElement(value: string): string {
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/**
 * `column = any(…values)` as ONE statement text whatever the count: the values travel as one
 * array-literal parameter (both drivers pass text), so a group commit's statement is parsed and
 * planned once per connection however big its batch (db/named-statements.ts keeps a plan per
 * text). The planner takes a parameter array for ~10 values and probes the column's index for
 * them, where a set-returning function's 100 rows made it hash a whole table (decision 0046).
 */
function anyOf(column: SQLWrapper, values: readonly string[], type: SQL): SQL {
  const literal = `{${values.map(arrayElement).join(",")}}`;
  return sql`${column} = any(${literal}::${type}[])`;
}

/** `column in (…ids)` for a uuid column. */
export function inUuids(column: SQLWrapper, ids: readonly string[]): SQL {
  return anyOf(column, ids, sql.raw("uuid"));
}

/** `column in (…values)` for a text column. */
export function inTexts(column: SQLWrapper, values: readonly string[]): SQL {
  return anyOf(column, values, sql.raw("text"));
}
