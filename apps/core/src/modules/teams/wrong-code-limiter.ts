/**
 * Counts wrong join codes per key (the person, the address) over a sliding window. A key over its
 * limit is refused before any code is looked up, so a leaked link's neighbours cannot be guessed
 * in bulk: 10 wrong codes per person and 30 per address in 15 minutes against 31^12 codes.
 * In memory, per core process: a restart forgets, which costs an attacker nothing they could use.
 */
export interface WrongCodeLimits {
  perUser: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_WRONG_CODE_LIMITS: WrongCodeLimits = {
  perUser: 10,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

/** Keys beyond this many are dropped oldest first, so a flood of addresses cannot grow memory without end. */
const MAX_KEYS = 50_000;

export class WrongCodeLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: WrongCodeLimits = DEFAULT_WRONG_CODE_LIMITS) {}

  /** Whether any of `keys` has used up its wrong attempts. */
  blocked(keys: readonly string[], now: Date): boolean {
    return keys.some((key) => this.recent(key, now).length >= this.limitOf(key));
  }

  /** Records one wrong attempt against each key. */
  fail(keys: readonly string[], now: Date): void {
    for (const key of keys) {
      const times = this.recent(key, now);
      times.push(now.getTime());
      this.failures.delete(key);
      this.failures.set(key, times);
    }
    while (this.failures.size > MAX_KEYS) {
      const oldest = this.failures.keys().next();
      if (oldest.done) break;
      this.failures.delete(oldest.value);
    }
  }

  private limitOf(key: string): number {
    return key.startsWith("user:") ? this.limits.perUser : this.limits.perAddress;
  }

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }
}
