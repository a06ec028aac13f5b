import { Counter, Gauge, type Registry } from "prom-client";
import { createMetricsRegistry } from "@reg/observability";
import type { PoolStats } from "../db/database";
import type { ReplicaState } from "../db/open-replica";

/** Which take: a registration's own slot (the rush's path) or a race bought as a gift. */
export type SlotTakeKind = "registration" | "gift";

/** What a take came to; every outcome but `taken` took nothing. */
export type SlotTakeOutcome =
  "taken" | "sold_out" | "closed" | "already_registered" | "promo_used_up" | "no_session";

/** What an acquirer's answer did: `duplicate` is one already applied (callbacks repeat). */
export type PaymentOutcome = "paid" | "refund_due" | "failed" | "duplicate";

export interface CoreMetricSources {
  /** Connections of the database pool now (read at scrape time). */
  poolStats: () => PoolStats;
  /** Outbox messages not sent yet (a count query, run at scrape time); undefined when it failed. */
  outboxBacklog: () => Promise<number | undefined>;
}

/**
 * Core's own series, on the server's registry (docs/operations.md lists them): slot takes and
 * payment outcomes as counters on their paths, the outbox backlog and the pool as gauges read when
 * scraped, so nothing is polled between scrapes.
 */
export class CoreMetrics {
  readonly registry: Registry;
  readonly #slotTakes: Counter<"kind" | "outcome">;
  readonly #payments: Counter<"outcome">;

  constructor(sources: CoreMetricSources, options: { processMetrics: boolean }) {
    this.registry = createMetricsRegistry(options);
    const registers = [this.registry];
    this.#slotTakes = new Counter({
      name: "core_slot_takes_total",
      help: "Slot takes by kind (registration, gift) and outcome (taken, sold_out, closed, …).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    });
    this.#payments = new Counter({
      name: "core_payment_outcomes_total",
      help: "Acquirer answers applied, by outcome (paid, refund_due, failed, duplicate).",
      labelNames: ["outcome"] as const,
      registers,
    });
    new Gauge({
      name: "core_outbox_backlog",
      help: "Outbox messages not sent yet.",
      registers,
      async collect() {
        const backlog = await sources.outboxBacklog();
        if (backlog !== undefined) this.set(backlog);
      },
    });
    new Gauge({
      name: "core_db_pool_connections",
      help: "Database connections by state: total, idle, and callers waiting for one (PGlite: one connection, total only).",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const stats = sources.poolStats();
        this.set({ state: "total" }, stats.total);
        if (stats.idle !== undefined) this.set({ state: "idle" }, stats.idle);
        if (stats.waiting !== undefined) this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  /** The replica's series, read when scraped: whether the public reads can use it, its lag, its pool. */
  observeReplica(state: () => ReplicaState | undefined, poolStats: () => PoolStats): void {
    const registers = [this.registry];
    new Gauge({
      name: "core_db_replica_up",
      help: "1 while the replica answers with every migration (the public reads go there), else 0.",
      registers,
      collect() {
        this.set(state()?.ok ? 1 : 0);
      },
    });
    new Gauge({
      name: "core_db_replica_lag_seconds",
      help: "Seconds since the replica's newest replayed commit while WAL waits to be replayed; 0 when caught up.",
      registers,
      collect() {
        const last = state();
        // NaN, not 0, while unknown: 0 would read as "caught up" (core_db_replica_up says why).
        this.set(last?.ok && last.lagSeconds !== null ? last.lagSeconds : Number.NaN);
      },
    });
    new Gauge({
      name: "core_db_replica_pool_connections",
      help: "The replica's pool by state: total, idle, and callers waiting for a connection.",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        if (stats.idle !== undefined) this.set({ state: "idle" }, stats.idle);
        if (stats.waiting !== undefined) this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  slotTake(kind: SlotTakeKind, outcome: SlotTakeOutcome): void {
    this.#slotTakes.inc({ kind, outcome });
  }

  payment(outcome: PaymentOutcome): void {
    this.#payments.inc({ outcome });
  }
}
