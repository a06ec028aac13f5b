import { createHash } from "node:crypto";

/**
 * A small seeded generator (mulberry32) started from the SHA-256 of `seed`: the same seed gives the
 * same numbers on every machine and every run, which is what makes the sandbox tracker's history
 * the same whenever it is asked.
 */
export function seededRandom(seed: string): () => number {
  let state = createHash("sha256").update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max) drawn from `random`. */
export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

/** One of `choices` by weight (the weights need not sum to 1). */
export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  const last = choices.at(-1);
  if (!last) throw new Error("a weighted pick from no choices");
  return last[0];
}
