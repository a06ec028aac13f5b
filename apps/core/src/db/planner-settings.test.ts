import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing";
import type { DatabaseHandle } from "./database";
import { openPostgres } from "./open-postgres";
import { queryRows } from "./query-rows";

describe("core's planner settings (PostgreSQL)", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openPostgres({ url: database.url, poolSize: 2 });
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("reach every connection of the pool, whatever the server's own configuration says", async () => {
    const costs = await Promise.all(
      [1, 2].map(() =>
        handle.db.transaction(async (tx) => {
          // Two transactions at once hold both connections of the pool.
          await tx.execute(sql`select pg_sleep(0.05)`);
          const rows = await queryRows(
            tx,
            sql`show random_page_cost`,
            z.object({ random_page_cost: z.string() }),
          );
          return rows[0]?.random_page_cost;
        }),
      ),
    );
    expect(costs).toEqual(["1.1", "1.1"]);
  });
});
