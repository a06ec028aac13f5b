import type { FastifyInstance } from "fastify";
import { QUIET_ROUTE, withTimeout } from "@reg/observability";
import type { Readiness } from "../../db/readiness";

/** A database that has not answered by then is as good as unreachable to a probe. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * `/health`: the process answers (no database). `/ready`: the database answers and holds every
 * committed migration — 503 otherwise, so a balancer sends nothing here until it does.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  readiness: () => Promise<Readiness>,
): void {
  app.get("/health", QUIET_ROUTE, async () => ({ ok: true as const }));
  app.get("/ready", QUIET_ROUTE, async (_request, reply) => {
    const state = await withTimeout<Readiness>(
      readiness().catch(() => ({ ready: false, reason: "database unreachable" })),
      READY_TIMEOUT_MS,
      { ready: false, reason: "database unreachable" },
    );
    reply.header("cache-control", "no-store");
    if (state.ready) return { ok: true as const };
    return reply.code(503).send({ ok: false as const, reason: state.reason });
  });
}
