import { defined } from "@reg/domain";
/** The p-th percentile (0–100) of `values`, nearest-rank; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return defined(sorted[rank - 1]);
}

export function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

export interface PhaseFigures {
  sold: number;
  takesPerSecond: number;
  takeSeconds: number;
  answersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  soldP50: number;
  soldP99: number;
  errors: Record<string, number>;
}

/**
 * Takes per second run from the first call to the last slot sold: after that the race is sold out
 * and the remaining answers (SOLD_OUT) take no slot. Latencies are of every call made.
 */
export function phaseFigures(phase: {
  outcomes: { ms: number; registrationId?: string; code?: string; at: number }[];
  startedAt: number;
  endedAt: number;
}): PhaseFigures {
  const taken = phase.outcomes.filter((o) => o.registrationId !== undefined);
  const lastTake = Math.max(phase.startedAt, ...taken.map((o) => o.at));
  const takeSeconds = (lastTake - phase.startedAt) / 1000;
  const all = phase.outcomes.map((o) => o.ms);
  const sold = taken.map((o) => o.ms);
  return {
    sold: taken.length,
    takesPerSecond: takeSeconds > 0 ? taken.length / takeSeconds : 0,
    takeSeconds,
    answersPerSecond: phase.outcomes.length / ((phase.endedAt - phase.startedAt) / 1000),
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    soldP50: percentile(sold, 50),
    soldP99: percentile(sold, 99),
    errors: countBy(phase.outcomes.flatMap((o) => (o.code === undefined ? [] : [o.code]))),
  };
}
