import { getTableColumns, getTableName, is, SQL, sql, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { CoreDb } from "./database";

/** A UTF-16 half without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Several rows of one table inserted by ONE statement text whatever their count: the rows travel
 * as one jsonb parameter read back by `jsonb_to_recordset`. Drizzle's `.values([...rows])` builds a
 * parameter per column per row (a tenth of a millisecond of core's CPU a payment in a rush) and
 * each batch size is a new text PostgreSQL parses and plans again; this is built and planned once
 * per set of columns (db/named-statements.ts). Chain `.returning()` or `.onConflict…()` as on any
 * insert. Rows that do not all set the same columns go through `.values()`, where a missing value
 * takes its column's default row by row.
 */
export function insertRows<TTable extends PgTable>(
  db: CoreDb,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
) {
  const first: Record<string, unknown> = rows[0] ?? {};
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.generated === undefined,
  );
  const sameColumns = rows.every((row: Record<string, unknown>) =>
    columns.every(([key]) => (row[key] === undefined) === (first[key] === undefined)),
  );
  // What the first row leaves out takes its default; the rest travel in the jsonb.
  const defaults = new Map(
    columns.flatMap(([key, column]) =>
      first[key] === undefined ? [[key, defaultOf(table, column)] as const] : [],
    ),
  );
  const given = columns.filter(([key]) => !defaults.has(key));
  if (rows.length === 0 || !sameColumns || [...defaults.values()].includes(undefined))
    return db.insert(table).values([...rows]);
  const json = JSON.stringify(
    rows.map((row: Record<string, unknown>) =>
      Object.fromEntries(given.map(([key, column]) => [column.name, row[key]])),
    ),
    // A lone surrogate is stored as U+FFFD, as a text parameter's UTF-8 stores it; jsonb refuses it.
    (_key, value: unknown) =>
      typeof value === "string" ? value.replace(LONE_SURROGATE, "\ufffd") : value,
  );
  // Drizzle's insert … select names every column, so an identity's value is drawn here as its
  // default would draw it; `.overridingSystemValue()` is lost by `.select()` (drizzle-orm 0.45), so
  // the clause opens the select, where PostgreSQL reads it.
  const overriding = columns.some(([, column]) => column.generatedIdentity?.type === "always")
    ? sql`overriding system value `
    : sql``;
  const selected = sql.join(
    columns.map(([key, column]) => defaults.get(key) ?? sql`r.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const shape = sql.join(
    given.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return db
    .insert(table)
    .select(
      sql`${overriding}select ${selected} from jsonb_to_recordset(${json}::jsonb) as r(${shape})`,
    );
}

/**
 * What a column not given gets, as `.values()` would give it; undefined when that is worked out
 * in JavaScript row by row (`$defaultFn`, `$onUpdateFn`), which one statement text cannot hold.
 */
function defaultOf(table: PgTable, column: Column): SQL | undefined {
  if (column.defaultFn !== undefined || column.onUpdateFn !== undefined) return undefined;
  if (column.generatedIdentity !== undefined)
    return sql`nextval(pg_get_serial_sequence(${getTableName(table)}, ${column.name}))`;
  if (is(column.default, SQL)) return column.default;
  if (column.default !== undefined)
    return sql`${sql.param(column.default, column)}::${sql.raw(column.getSQLType())}`;
  return sql`null`;
}
