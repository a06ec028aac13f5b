interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

/**
 * A tiny read-through cache for public reads that are the same for every caller of a key (the event
 * list of a tenant + language + filters). Concurrent misses on one key share ONE load, and the answer
 * is reused for `ttlMs`, so a rush of identical requests costs one query per key per TTL. Bounded:
 * past `maxEntries` the oldest key goes. A failed load is not kept.
 */
export class ReadThroughCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.evictOverflow();
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private evictOverflow(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) return;
      this.entries.delete(oldest.value);
    }
  }
}
