import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { CoreDb } from "./database";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import { pgErrorOf } from "./pg-error";
import { queryRows } from "./query-rows";

/** Whether core can serve: its database answers and has every committed migration. */
export type Readiness =
  { ready: true } | { ready: false; reason: "database unreachable" | "migrations pending" };

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });

let latest: number | undefined;
/** The newest committed migration's timestamp, as drizzle-kit's journal has it (read once). */
export function latestMigration(): number {
  latest ??= Math.max(
    0,
    ...journalSchema
      .parse(JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")))
      .entries.map((entry) => entry.when),
  );
  return latest;
}

const UNDEFINED_TABLE = "42P01";

/**
 * One cheap query: the newest migration the database recorded, compared as Drizzle's migrator
 * compares it (a migration is applied when the last recorded `created_at` is not older).
 */
export async function checkReadiness(db: CoreDb): Promise<Readiness> {
  const expected = latestMigration();
  try {
    const [row] = await queryRows(
      db,
      sql`select coalesce(max(created_at), 0)::float8 as last from drizzle.__drizzle_migrations`,
      z.object({ last: z.number() }),
    );
    return (row?.last ?? 0) >= expected
      ? { ready: true }
      : { ready: false, reason: "migrations pending" };
  } catch (error) {
    if (pgErrorOf(error)?.code === UNDEFINED_TABLE)
      return { ready: false, reason: "migrations pending" };
    return { ready: false, reason: "database unreachable" };
  }
}
