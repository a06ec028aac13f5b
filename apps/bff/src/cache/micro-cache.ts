export interface MicroCacheOptions {
  /** How long an answer is served without asking again. */
  ttlMs: number;
  /**
   * After the TTL, how long the old answer may still be served while one refresh runs (and while
   * core fails): visitors never wait on an expiry, and a core hiccup doesn't reach them.
   */
  staleMs: number;
  /** Bound on keys; the least recently stored goes first. */
  maxEntries: number;
  now?: () => number;
  /** Told about a background refresh that failed (the stale answer is still served). */
  onRefreshError?: (key: string, error: unknown) => void;
}

interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

/**
 * A short-TTL cache for answers that are the same for every visitor of a tenant, with in-flight
 * coalescing: however many ask for a missing key at once, the loader runs once.
 * Failures are never cached; everyone waiting on a failed load gets that failure.
 */
export class MicroCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();
  readonly #options: MicroCacheOptions;
  readonly #now: () => number;

  constructor(options: MicroCacheOptions) {
    if (options.maxEntries < 1)
      throw new RangeError("MicroCache needs room for at least one entry");
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry) {
      const now = this.#now();
      if (now < entry.freshUntil) return Promise.resolve(entry.value);
      if (now < entry.staleUntil) {
        this.#refreshInBackground(key, load);
        return Promise.resolve(entry.value);
      }
      this.#entries.delete(key);
    }
    return this.#load(key, load);
  }

  #refreshInBackground(key: string, load: () => Promise<V>): void {
    if (this.#loading.has(key)) return;
    this.#load(key, load).catch((error: unknown) => this.#options.onRefreshError?.(key, error));
  }

  #load(key: string, load: () => Promise<V>): Promise<V> {
    const pending = this.#loading.get(key);
    if (pending) return pending;
    let started: Promise<V>;
    try {
      started = load();
    } catch (error) {
      started = Promise.reject(error);
    }
    const loading = started.then(
      (value) => {
        this.#loading.delete(key);
        this.#store(key, value);
        return value;
      },
      (error: unknown) => {
        this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }

  #store(key: string, value: V): void {
    const now = this.#now();
    const { ttlMs, staleMs, maxEntries } = this.#options;
    // Re-inserting moves the key to the end, so the first key is always the oldest stored.
    this.#entries.delete(key);
    this.#entries.set(key, { value, freshUntil: now + ttlMs, staleUntil: now + ttlMs + staleMs });
    while (this.#entries.size > maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }
}
