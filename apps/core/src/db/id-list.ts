import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * `column in (…values)` as ONE statement text whatever the count: the values travel as one jsonb
 * parameter (both drivers pass text), so a group commit's statement is parsed and planned once per
 * connection however big its batch (db/named-statements.ts keeps a plan per text).
 */
function inJsonList(column: SQLWrapper, values: readonly string[], type: SQL): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::${type})`;
}

/** `column in (…ids)` for a uuid column. */
export function inUuids(column: SQLWrapper, ids: readonly string[]): SQL {
  return inJsonList(column, ids, sql.raw("uuid"));
}

/** `column in (…values)` for a text column. */
export function inTexts(column: SQLWrapper, values: readonly string[]): SQL {
  return inJsonList(column, values, sql.raw("text"));
}
