// The e2e suite's one reader of the environment: the Playwright config and the stack it starts.

/** On CI the stack is always started fresh; locally a running one is reused. */
export const onCi: boolean = Boolean(process.env.CI);

/**
 * The PostgreSQL server the journeys' core runs on (a fresh database per run), or undefined for the
 * embedded PGlite. The test command (scripts/test-all.sh) always exports one: on the server, statements
 * run in the database's own processes, not on core's event loop in WASM, which on two busy cores is what
 * made a page wait (issue 7 item 5). Core's own tests cover both databases.
 */
export function e2eServerDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = source.TEST_DATABASE_URL?.trim();
  return url ? url : undefined;
}

/**
 * Where the e2e stack's ports start (support/ports.ts): the BFF on it, core one up, the clock control
 * two up. Default 4100; another value lets a second stack run on the same machine beside a first.
 */
export function e2ePortBase(source: NodeJS.ProcessEnv = process.env): number {
  const value = source.E2E_PORT_BASE?.trim();
  if (!value) return 4100;
  const base = Number(value);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000)
    throw new Error(`E2E_PORT_BASE must be a port number from 1024 to 65000, not "${value}"`);
  return base;
}
