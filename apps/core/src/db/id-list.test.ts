import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase, type TestDatabase } from "../testing";
import type { DatabaseHandle } from "./database";
import { idList, inTexts, inTextsAt, inUuids } from "./id-list";
import { openPostgres } from "./open-postgres";
import { queryRows } from "./query-rows";

const WORDS = ["plain", 'say "hi"', "a,b", "{braced}", "back\\slash", "", "NULL", "  spaced  "];

describe("id lists as one parameter (PostgreSQL)", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openPostgres({ url: database.url, poolSize: 1 });
    await handle.db.execute(sql`create temporary table words (word text)`);
    await handle.db.execute(
      sql`insert into words (word) values ${sql.join(
        WORDS.map((word) => sql`(${word})`),
        sql`, `,
      )}`,
    );
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("matches each text exactly as given, whatever characters it holds", async () => {
    const rows = await queryRows(
      handle.db,
      sql`select word from words where ${inTexts(sql`word`, [...WORDS, "absent"])} order by word`,
      z.object({ word: z.string() }),
    );
    expect(rows.map((row) => row.word).sort()).toEqual([...WORDS].sort());
  });

  it("binds a list at each run of a statement built once, whatever characters its texts hold", async () => {
    const words = handle.db
      .select({ word: sql<string>`word` })
      .from(sql`words`)
      .where(inTextsAt(sql`word`, "words"))
      .orderBy(sql`word`)
      .prepare("id_list_test_words");
    const read = async (list: readonly string[]) =>
      (await words.execute({ words: idList(list) })).map((row) => row.word);
    expect(await read(["absent"])).toEqual([]);
    expect((await read([...WORDS, "absent"])).sort()).toEqual([...WORDS].sort());
    expect(await read([WORDS[1] ?? ""])).toEqual([WORDS[1]]);
  });

  it("matches nothing for an empty list, and uuids by value", async () => {
    const id = "6f1c1a52-7c1e-4f51-9d2a-6d1c2a9b0e11";
    const count = async (ids: string[]): Promise<number> =>
      (
        await queryRows(
          handle.db,
          sql`select count(*)::int as n from (select ${id}::uuid as id) t where ${inUuids(sql`id`, ids)}`,
          z.object({ n: z.number() }),
        )
      )[0]?.n ?? -1;
    expect(await count([])).toBe(0);
    expect(await count([id.toUpperCase()])).toBe(1);
    expect(await count(["00000000-0000-4000-8000-000000000000"])).toBe(0);
  });
});
