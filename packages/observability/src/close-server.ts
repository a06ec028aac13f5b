import { type FastifyInstance } from "fastify";

/** How long answers under way may take to finish before their connections are cut. */
export const DEFAULT_CLOSE_GRACE_MS = 10_000;
const IDLE_SWEEP_MS = 50;

/**
 * `app.close()` that ends within `graceMs`. Fastify 5 closes the keep-alive connections idle when
 * closing starts, but not one whose answer finishes after that (fastify/fastify#7044): it stays open
 * for the whole keepAliveTimeout (72 s), so a restart behind a proxy, or a test's afterAll, waited
 * that long. Such connections are closed as soon as their answer is out; past `graceMs` every
 * connection is cut, so a stuck call cannot hold a deploy.
 */
export async function closeServer(
  app: FastifyInstance,
  graceMs: number = DEFAULT_CLOSE_GRACE_MS,
): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
