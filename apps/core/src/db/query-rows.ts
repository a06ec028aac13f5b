import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { CoreDb } from "./database";

/**
 * Runs hand-written SQL and parses its rows. Both drivers answer `{ rows }`, but Drizzle's shared type
 * can't say so, and raw rows carry driver-specific scalars, so the schema is what makes them typed.
 */
export async function queryRows<T extends z.ZodType>(
  db: CoreDb,
  query: SQL,
  rowSchema: T,
): Promise<z.infer<T>[]> {
  const result: unknown = await db.execute(query);
  if (
    typeof result !== "object" ||
    result === null ||
    !("rows" in result) ||
    !Array.isArray(result.rows)
  ) {
    throw new Error("The database driver answered without rows");
  }
  return result.rows.map((row: unknown) => rowSchema.parse(row));
}
