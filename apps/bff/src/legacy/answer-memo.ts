import { type z } from "zod";

interface Memo {
  schema: z.ZodType;
  text: string;
  value: unknown;
}

/**
 * The last parsed answer of each public GET, reused when core sends the very same text again.
 * Core serves its hot reads from its own cache, so in a rush the same bytes come back thousands of
 * times a second; comparing them costs far less than parsing, validating and freezing them again,
 * and the reused (frozen, checked) object keeps its encoded tRPC body too (trpc-http/response-body).
 * Every call still reaches core: a changed answer is parsed as any other. Only answers no cookie
 * asked for are kept, so nobody's own data is held here.
 */
export class AnswerMemo {
  readonly #entries = new Map<string, Memo>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** The value parsed before from exactly this text under this schema, if any. */
  get<S extends z.ZodType>(key: string, schema: S, text: string): z.output<S> | undefined {
    const memo = this.#entries.get(key);
    if (memo === undefined || memo.schema !== schema || memo.text !== text) return undefined;
    return memo.value as z.output<S>;
  }

  set(key: string, schema: z.ZodType, text: string, value: unknown): void {
    this.#entries.delete(key);
    this.#entries.set(key, { schema, text, value });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
