import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { createCoreServer, type CoreServer, type CoreServerConfig } from "@reg/core";
import { createTestDatabase, type TestDatabase } from "@reg/core/testing";
import { createBffServer, type BffConfig, type BffServer } from "../../src/index";

export type DatabaseKind = "pglite" | "postgres";

export interface Core {
  url: string;
  server: CoreServer;
  stop(): Promise<void>;
}

/**
 * The real core on a random port: on in-memory PGlite (cloned from the run's seeded template, see
 * global-setup.ts) or on a fresh database of the PostgreSQL server.
 */
export async function startCore(
  kind: DatabaseKind = "pglite",
  overrides: Partial<Omit<CoreServerConfig, "database">> = {},
): Promise<Core> {
  let testDatabase: TestDatabase | undefined;
  if (kind === "postgres") testDatabase = await createTestDatabase();
  const template =
    kind === "pglite" ? new Blob([await readFile(inject("pgliteTemplatePath"))]) : undefined;
  const server = await createCoreServer({
    database: testDatabase
      ? { kind: "postgres", url: testDatabase.url }
      : { kind: "pglite", loadDataDir: template },
    port: 0,
    loginRateLimit: false,
    ...overrides,
  });
  const url = await server.start();
  return {
    url,
    server,
    async stop() {
      await server.stop();
      await testDatabase?.drop();
    },
  };
}

export interface Bff {
  url: string;
  server: BffServer;
  stop(): Promise<void>;
}

/** The real BFF on a random port in front of `legacyUrl`. */
export async function startBff(
  legacyUrl: string,
  overrides: Partial<BffConfig> = {},
): Promise<Bff> {
  const server = await createBffServer({ legacyUrl, port: 0, rateLimit: false, ...overrides });
  const url = await server.start();
  return { url, server, stop: () => server.stop() };
}
