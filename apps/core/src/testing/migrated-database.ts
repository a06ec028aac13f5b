import { afterAll, beforeAll } from "vitest";
import type { DatabaseConfig, DatabaseHandle } from "../db/database";
import { openDatabase } from "../db/open-database";
import { createTestDatabase } from "./index";

/** The two databases core runs on, for `describe.each`. */
export const DRIVERS = ["PGlite", "PostgreSQL"] as const;
export type Driver = (typeof DRIVERS)[number];

/**
 * An empty, migrated database of `driver` for the suite it is called in: opened before its tests,
 * closed (and on PostgreSQL dropped) after them. Returns the handle's getter.
 */
export function migratedDatabase(driver: Driver): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let config: DatabaseConfig = { kind: "pglite" };
    if (driver === "PostgreSQL") {
      const database = await createTestDatabase();
      drop = () => database.drop();
      config = { kind: "postgres", url: database.url };
    }
    handle = await openDatabase(config);
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });
  return () => {
    if (!handle) throw new Error("the database is opened before the suite's tests");
    return handle;
  };
}
