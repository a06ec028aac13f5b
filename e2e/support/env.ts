// The e2e stack's one reader of the environment.

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
