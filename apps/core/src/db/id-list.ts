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
  return sql`${column} = any(${idList(values)}::${type}[])`;
}

/** The values as the one array-literal parameter `inUuidsAt`/`inTextsAt` are bound to. */
export function idList(values: readonly string[]): string {
  return `{${values.map(arrayElement).join(",")}}`;
}

/** `column in (…ids)` for a uuid column. */
export function inUuids(column: SQLWrapper, ids: readonly string[]): SQL {
  return anyOf(column, ids, sql.raw("uuid"));
}

/** `column in (…values)` for a text column. */
export function inTexts(column: SQLWrapper, values: readonly string[]): SQL {
  return anyOf(column, values, sql.raw("text"));
}

/**
 * `inUuids` in a statement built once (db/prepared.ts): the list is the placeholder `name`, bound
 * at each run to `idList(ids)`. A batch's statement then costs Drizzle nothing to build; building
 * it per batch was a fifth of core's CPU while paying (issue 9 item 5).
 */
export function inUuidsAt(column: SQLWrapper, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
}

/** `inTexts` in a statement built once: the placeholder `name`, bound to `idList(values)`. */
export function inTextsAt(column: SQLWrapper, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::text[])`;
}
