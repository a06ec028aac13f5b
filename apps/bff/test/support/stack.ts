import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
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
 * global-setup.ts) or on a database of its own on the PostgreSQL server (a copy of the run's template).
 */
export async function startCore(
  kind: DatabaseKind = "pglite",
  overrides: Partial<Omit<CoreServerConfig, "database">> = {},
): Promise<Core> {
  let testDatabase: TestDatabase | undefined;
  if (kind === "postgres")
    testDatabase = await createTestDatabase({ template: inject("postgresTemplate") });
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

export interface StackOptions {
  /** Core's database (default PGlite from the run's template). */
  kind?: DatabaseKind;
  core?: Partial<Omit<CoreServerConfig, "database">>;
  bff?: Partial<BffConfig>;
}

/**
 * The set-up nearly every file repeated: core and the BFF in front of it started before the tests of
 * the file (or of the describe it is called in), stopped after them. The two objects it returns stand
 * for the running ones, so tests read `core.url`, `bff.url` and hand `core` to the core-state helpers
 * as before; a file's own set-up after them goes in a beforeAll below the call (hooks run in order).
 */
export function useStack(options: StackOptions = {}): { core: Core; bff: Bff } {
  let running: { core: Core; bff: Bff } | undefined;
  const started = () => {
    // Read at module level, before beforeAll ran, the stack would silently be undefined.
    if (!running) throw new Error("the stack starts in beforeAll: read it in a hook or a test");
    return running;
  };
  beforeAll(async () => {
    const core = await startCore(options.kind, options.core);
    try {
      running = { core, bff: await startBff(core.url, options.bff) };
    } catch (error) {
      await core.stop();
      throw error;
    }
  });
  afterAll(async () => {
    const stopping = running;
    running = undefined;
    await stopping?.bff.stop();
    await stopping?.core.stop();
  });
  return {
    core: {
      get url() {
        return started().core.url;
      },
      get server() {
        return started().core.server;
      },
      stop: () => started().core.stop(),
    },
    bff: {
      get url() {
        return started().bff.url;
      },
      get server() {
        return started().bff.server;
      },
      stop: () => started().bff.stop(),
    },
  };
}
