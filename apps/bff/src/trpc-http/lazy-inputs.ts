import { TRPCError } from "@trpc/server";

/**
 * The inputs of one tRPC HTTP request, parsed on first use as tRPC's own handler does: a
 * procedure that never reads its input never fails on it. `raw` is the `input` query parameter
 * (GET) or the body (POST); a batch carries an object keyed by call index.
 */
export class LazyInputs {
  #parsed: Record<string, unknown> | undefined;
  #failure: TRPCError | undefined;

  constructor(
    private readonly raw: string | undefined,
    private readonly isBatch: boolean,
  ) {}

  read(index: number): unknown {
    const parsed = this.#parse();
    return parsed[String(index)];
  }

  /** The input already parsed for a call (for error reports), never parsing on its own. */
  peek(index: number): unknown {
    return this.#parsed?.[String(index)];
  }

  #parse(): Record<string, unknown> {
    if (this.#parsed) return this.#parsed;
    if (this.#failure) throw this.#failure;
    try {
      this.#parsed = this.#decode();
      return this.#parsed;
    } catch (cause) {
      this.#failure =
        cause instanceof TRPCError
          ? cause
          : new TRPCError({ code: "BAD_REQUEST", message: "Invalid input", cause });
      throw this.#failure;
    }
  }

  #decode(): Record<string, unknown> {
    // Keyed by call index in a prototype-less object, so `__proto__` in a batch is just a key.
    const byIndex: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    if (this.raw === undefined || this.raw === "") return byIndex;
    const json: unknown = JSON.parse(this.raw);
    if (!this.isBatch) {
      byIndex["0"] = json;
      return byIndex;
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    for (const [key, value] of Object.entries(json)) byIndex[key] = value;
    return byIndex;
  }
}
