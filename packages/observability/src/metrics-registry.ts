import { collectDefaultMetrics, Registry } from "prom-client";

/**
 * One registry per server instance (never prom-client's global one), so several servers in one
 * process — the tests start core and the BFF side by side — keep their series apart.
 * `processMetrics`: Node's own series (event loop delay, heap, GC, CPU, handles); they are
 * measured only for a server whose metrics someone reads.
 */
export function createMetricsRegistry(options: { processMetrics: boolean }): Registry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  return registry;
}
