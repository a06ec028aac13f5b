import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { createCoreServer, type CoreServer, type CoreServerConfig } from "../../src/index";
import { createTestDatabase } from "../../src/testing/index";
import { TEST_NOW } from "./clock";

export { TEST_NOW };

export interface RunningCore {
  server: CoreServer;
  url: string;
  close(): Promise<void>;
}

export type DriverName = "pglite" | "postgres";
export const DRIVERS: DriverName[] = ["pglite", "postgres"];

type Options = Omit<CoreServerConfig, "database"> & {
  /** An empty database instead of the suite's seeded template (to test migrating and seeding). */
  fresh?: boolean;
  /** PostgreSQL only: connections in core's pool (default 4). */
  poolSize?: number;
};

async function pgliteTemplate(): Promise<Blob> {
  return new Blob([await readFile(inject("pgliteTemplatePath"))]);
}

/**
 * The real server on a random port, on in-memory PGlite or a database of its own on the PostgreSQL
 * server, each a copy of the run's migrated and seeded template (global-setup.ts) unless `fresh`.
 */
export async function startCore(driver: DriverName, options: Options = {}): Promise<RunningCore> {
  const { fresh, poolSize, ...rest } = options;
  const config = { now: () => TEST_NOW, ...rest };
  if (driver === "pglite") {
    const database = fresh
      ? { kind: "pglite" as const }
      : { kind: "pglite" as const, loadDataDir: await pgliteTemplate() };
    const server = await createCoreServer({ ...config, database });
    const url = await server.start();
    return { server, url, close: () => server.stop() };
  }
  const database = await createTestDatabase(fresh ? {} : { template: inject("postgresTemplate") });
  try {
    const server = await createCoreServer({
      ...config,
      database: { kind: "postgres", url: database.url, poolSize: poolSize ?? 4 },
    });
    const url = await server.start();
    return { server, url, close: () => server.stop().finally(() => database.drop()) };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
