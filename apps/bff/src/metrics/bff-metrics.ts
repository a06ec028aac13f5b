import { type ErrorCode } from "@reg/domain";
import { createMetricsRegistry } from "@reg/observability";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";

/**
 * The BFF's own series, on the server's registry (docs/operations.md lists them): each tRPC call
 * by procedure, the calls' error codes, and the calls to core under way (read when scraped).
 */
export class BffMetrics {
  readonly registry: Registry;
  readonly #calls: Histogram<"procedure" | "outcome">;
  readonly #errors: Counter<"procedure" | "code">;

  constructor(options: { processMetrics: boolean; upstreamInFlight: () => number }) {
    this.registry = createMetricsRegistry({ processMetrics: options.processMetrics });
    const registers = [this.registry];
    this.#calls = new Histogram({
      name: "bff_trpc_call_duration_seconds",
      help: "tRPC procedure calls (each call of a batch on its own) by procedure and outcome (ok, error).",
      labelNames: ["procedure", "outcome"] as const,
      registers,
    });
    this.#errors = new Counter({
      name: "bff_trpc_call_errors_total",
      help: "tRPC procedure calls that failed, by procedure and the error code the browser got.",
      labelNames: ["procedure", "code"] as const,
      registers,
    });
    new Gauge({
      name: "bff_upstream_in_flight",
      help: "Calls to core under way now (past SHED_MAX_UPSTREAM_IN_FLIGHT they are answered BUSY).",
      registers,
      collect() {
        this.set(options.upstreamInFlight());
      },
    });
  }

  /** `procedure`: undefined for a path no procedure has (counted as "unknown", never by the path sent). */
  procedureCall(procedure: string | undefined, seconds: number, errorCode?: ErrorCode): void {
    const name = procedure ?? "unknown";
    this.#calls.observe({ procedure: name, outcome: errorCode ? "error" : "ok" }, seconds);
    if (errorCode) this.#errors.inc({ procedure: name, code: errorCode });
  }
}
