import { type ErrorCode } from "@reg/domain";

/** How a call asks for its refusals to be remembered: under which key, which codes, how long. */
export interface RememberRefusals {
  key: string;
  codes: readonly ErrorCode[];
  ttlMs: number;
}

/**
 * Refusals core gave a moment ago, answered again without asking it: in a rush, "sold out" is
 * the answer thousands get in the same second, and each one asked costs core a request and
 * PostgreSQL a look at the hottest row. Only refusals are remembered, never a success, so a stale
 * entry can at worst say "sold out" for `ttlMs` after a slot came free — it can never oversell.
 */
export class RefusalMemo {
  readonly #entries = new Map<string, { code: ErrorCode; until: number }>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { maxEntries: number; now?: () => number }) {
    this.#maxEntries = options.maxEntries;
    this.#now = options.now ?? Date.now;
  }

  get(key: string): ErrorCode | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > this.#now()) return entry.code;
    this.#entries.delete(key);
    return undefined;
  }

  remember(key: string, code: ErrorCode, ttlMs: number): void {
    if (this.#entries.size >= this.#maxEntries) this.#prune();
    // Still full of live entries: the newest refusal is the one least worth keeping.
    if (this.#entries.size >= this.#maxEntries) return;
    this.#entries.set(key, { code, until: this.#now() + ttlMs });
  }

  get size(): number {
    return this.#entries.size;
  }

  #prune(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(key);
  }
}
