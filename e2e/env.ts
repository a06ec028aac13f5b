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

/** The e2e stack's first port when `E2E_PORT_BASE` is unset. */
export const DEFAULT_E2E_PORT_BASE = 4100;

/**
 * `E2E_PORT_BASE`: the first of the three ports the e2e stack listens on (support/ports.ts), so two runs
 * on one machine can keep apart; 4100 when unset.
 */
export function e2ePortBase(source: NodeJS.ProcessEnv = process.env): number {
  const raw = source.E2E_PORT_BASE?.trim();
  if (!raw) return DEFAULT_E2E_PORT_BASE;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1 || base + 2 > 65_535) {
    throw new Error(`E2E_PORT_BASE must be a port number (1–65533), not "${raw}"`);
  }
  return base;
}
