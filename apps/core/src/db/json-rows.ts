import { createHash } from "node:crypto";
import { getTableColumns, getTableName, is, SQL, sql, type Column } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { CoreDb } from "./database";
import { preparedPerDb } from "./prepared";

/** A UTF-16 half without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** How the rows of one insert travel as one jsonb: the columns they give, the defaults of the rest. */
interface RowsShape {
  columns: [string, Column][];
  given: [string, Column][];
  defaults: Map<string, SQL>;
}

/** The rows' shape, or null when they do not all set the same columns (or a default is worked out in JavaScript). */
function shapeOf<TTable extends PgTable>(
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
): RowsShape | null {
  const first: Record<string, unknown> = rows[0] ?? {};
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.generated === undefined,
  );
  const sameColumns = rows.every((row: Record<string, unknown>) =>
    columns.every(([key]) => (row[key] === undefined) === (first[key] === undefined)),
  );
  if (rows.length === 0 || !sameColumns) return null;
  // What the first row leaves out takes its default; the rest travel in the jsonb.
  const defaults = new Map<string, SQL>();
  for (const [key, column] of columns) {
    if (first[key] !== undefined) continue;
    const value = defaultOf(table, column);
    if (value === undefined) return null;
    defaults.set(key, value);
  }
  return { columns, given: columns.filter(([key]) => !defaults.has(key)), defaults };
}

/** The rows as the one jsonb text the statement reads back. */
function rowsJson(shape: RowsShape, rows: readonly Record<string, unknown>[]): string {
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(shape.given.map(([key, column]) => [column.name, row[key]])),
    ),
    // A lone surrogate is stored as U+FFFD, as a text parameter's UTF-8 stores it; jsonb refuses it.
    (_key, value: unknown) =>
      typeof value === "string" ? value.replace(LONE_SURROGATE, "\ufffd") : value,
  );
}

/** `select … from jsonb_to_recordset(json)`: every column, the given ones read from the jsonb. */
function selectFromJson(shape: RowsShape, json: SQL): SQL {
  // Drizzle's insert … select names every column, so an identity's value is drawn here as its
  // default would draw it; `.overridingSystemValue()` is lost by `.select()` (drizzle-orm 0.45), so
  // the clause opens the select, where PostgreSQL reads it.
  const overriding = shape.columns.some(([, column]) => column.generatedIdentity?.type === "always")
    ? sql`overriding system value `
    : sql``;
  const selected = sql.join(
    shape.columns.map(
      ([key, column]) => shape.defaults.get(key) ?? sql`r.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  );
  const columnTypes = sql.join(
    shape.given.map(
      ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );
  return sql`${overriding}select ${selected} from jsonb_to_recordset(${json}::jsonb) as r(${columnTypes})`;
}

/**
 * Several rows of one table inserted by ONE statement text whatever their count: the rows travel
 * as one jsonb parameter read back by `jsonb_to_recordset`. Drizzle's `.values([...rows])` builds a
 * parameter per column per row (a tenth of a millisecond of core's CPU a payment in a rush) and
 * each batch size is a new text PostgreSQL parses and plans again; this is one text per set of
 * columns (db/named-statements.ts). Rows that do not all set the same columns go through
 * `.values()`, where a missing value takes its column's default row by row. This is the query
 * itself, built on each call; insertRows and its kin run it built once.
 */
export function insertRowsQuery<TTable extends PgTable>(
  db: CoreDb,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
) {
  const shape = shapeOf(table, rows);
  if (!shape) return db.insert(table).values([...rows]);
  return db.insert(table).select(selectFromJson(shape, sql`${rowsJson(shape, rows)}`));
}

/** What an insert gives back: nothing, or the rows stored. */
type Ending = { kind: "nothing" } | { kind: "returning" } | { kind: "skipping"; key: PgColumn };

interface PreparedInsert {
  execute(values: { rows: string }): Promise<unknown>;
}

/** The statements insertRows ran, by table, set of columns and ending: each built once (db/prepared.ts). */
const prepared = new Map<string, (db: CoreDb) => PreparedInsert>();

function endingKey(ending: Ending): string {
  return ending.kind === "skipping" ? `skipping ${ending.key.name}` : ending.kind;
}

/**
 * The insert as a statement built once per table, set of columns and ending: building it per batch
 * cost ~0.1 ms of core's CPU, several times per payment of a rush (issue 9 item 5).
 */
function runInsert<TTable extends PgTable>(
  db: CoreDb,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
  ending: Ending,
): Promise<unknown> {
  const shape = shapeOf(table, rows);
  if (!shape) {
    const query = db.insert(table).values([...rows]);
    if (ending.kind === "returning") return query.returning();
    if (ending.kind === "skipping") return query.onConflictDoNothing({ target: ending.key });
    return query;
  }
  const key = `${getTableName(table)} (${shape.given.map(([name]) => name).join(", ")}) ${endingKey(ending)}`;
  let statement = prepared.get(key);
  if (!statement) {
    const name = `insert_rows_${createHash("sha1").update(key).digest("hex").slice(0, 16)}`;
    statement = preparedPerDb((handle): PreparedInsert => {
      const query = handle
        .insert(table)
        .select(selectFromJson(shape, sql`${sql.placeholder("rows")}`));
      if (ending.kind === "returning") return query.returning().prepare(name);
      if (ending.kind === "skipping")
        return query.onConflictDoNothing({ target: ending.key }).prepare(name);
      return query.prepare(name);
    });
    prepared.set(key, statement);
  }
  return statement(db).execute({ rows: rowsJson(shape, rows) });
}

/** Inserts the rows with one statement built once (insertRowsQuery's statement). */
export async function insertRows<TTable extends PgTable>(
  db: CoreDb,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
): Promise<void> {
  await runInsert(db, table, rows, { kind: "nothing" });
}

/** insertRows, answering the rows as stored. */
export async function insertRowsReturning<TTable extends PgTable>(
  db: CoreDb,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
): Promise<TTable["$inferSelect"][]> {
  return (await runInsert(db, table, rows, { kind: "returning" })) as TTable["$inferSelect"][];
}

/** insertRows, leaving out the rows whose `key` is stored already (on conflict do nothing). */
export async function insertRowsSkippingStored<TTable extends PgTable>(
  db: CoreDb,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
  key: PgColumn,
): Promise<void> {
  await runInsert(db, table, rows, { kind: "skipping", key });
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
