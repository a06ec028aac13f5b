import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing";
import { nameStatementsByText } from "./named-statements";

const PREPARED = "select statement from pg_prepared_statements order by statement";

describe("nameStatementsByText (PostgreSQL)", () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    // As core's pool (open-postgres.ts): pool.end() resolves before its connection has closed, and
    // dropping the database then ends that connection from the server's side, an error nobody awaits.
    pool.on("error", () => undefined);
    nameStatementsByText(pool);
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it("prepares a statement with parameters once per connection, whichever way it is called", async () => {
    const client = await pool.connect();
    try {
      await client.query("select $1::int + 1 as next", [1]);
      const again = await client.query({ text: "select $1::int + 1 as next", values: [41] });
      // Drizzle's way: the config without its values, the values beside it.
      const word = await client.query({ text: "select $1::text as word", rowMode: "array" }, ["a"]);
      expect(word.rows).toEqual([["a"]]);
      // A text without parameters keeps the simple protocol: several statements in one are allowed.
      await client.query("select 1; select 2");
      const prepared = await client.query<{ statement: string }>(PREPARED);

      expect(again.rows).toEqual([{ next: 42 }]);
      expect(prepared.rows.map((row) => row.statement)).toEqual([
        "select $1::int + 1 as next",
        "select $1::text as word",
      ]);
    } finally {
      client.release();
    }
  });

  it("answers through a callback as node-postgres does", async () => {
    const client = await pool.connect();
    try {
      const rows = await new Promise((resolve, reject) =>
        client.query("select $1::int as n", [5], (error, result) =>
          error ? reject(error) : resolve(result.rows),
        ),
      );
      expect(rows).toEqual([{ n: 5 }]);
    } finally {
      client.release();
    }
  });

  it("keeps a name the caller gave", async () => {
    const client = await pool.connect();
    try {
      await client.query({ name: "own_name", text: "select $1::int as m", values: [7] });
      const names = await client.query<{ name: string }>(
        "select name from pg_prepared_statements where statement = 'select $1::int as m'",
      );
      expect(names.rows).toEqual([{ name: "own_name" }]);
    } finally {
      client.release();
    }
  });

  it("answers a failed statement with its error and still prepares the next one", async () => {
    const client = await pool.connect();
    try {
      await expect(client.query("select $1::int / 0", [1])).rejects.toThrow(/division by zero/);
      await expect(client.query("select nothing from nowhere where x = $1", [1])).rejects.toThrow(
        /does not exist/,
      );
      const again = await client.query("select $1::int * 2 as twice", [21]);
      expect(again.rows).toEqual([{ twice: 42 }]);
    } finally {
      client.release();
    }
  });
});
