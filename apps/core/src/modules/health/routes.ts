import type { FastifyInstance } from "fastify";
import { QUIET_ROUTE, withTimeout } from "@reg/observability";
import type { ReplicaState } from "../../db/open-replica";
import type { Readiness } from "../../db/readiness";

/** A database that has not answered by then is as good as unreachable to a probe. */
export const READY_TIMEOUT_MS = 2_000;

const REPLICA_UNREACHABLE: ReplicaState = { ok: false, reason: "replica unreachable" };

/**
 * `/health`: the process answers (no database). `/ready`: the database answers and holds every
 * committed migration — 503 otherwise, so a balancer sends nothing here until it does. With a
 * replica, the answer says how it is too (`replica`), but never turns 503 for it: the public reads
 * go to the primary while it does not answer, and a lagging one still serves (decision 0040).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  readiness: () => Promise<Readiness>,
  replicaState?: () => Promise<ReplicaState>,
): void {
  app.get("/health", QUIET_ROUTE, async () => ({ ok: true as const }));
  app.get("/ready", QUIET_ROUTE, async (_request, reply) => {
    const [state, replica] = await Promise.all([
      withTimeout<Readiness>(
        readiness().catch(() => ({ ready: false, reason: "database unreachable" })),
        READY_TIMEOUT_MS,
        { ready: false, reason: "database unreachable" },
      ),
      replicaState &&
        withTimeout(
          replicaState().catch(() => REPLICA_UNREACHABLE),
          READY_TIMEOUT_MS,
          REPLICA_UNREACHABLE,
        ),
    ]);
    reply.header("cache-control", "no-store");
    const extra = replica ? { replica } : {};
    if (state.ready) return { ok: true as const, ...extra };
    return reply.code(503).send({ ok: false as const, reason: state.reason, ...extra });
  });
}
