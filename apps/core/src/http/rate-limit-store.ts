import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { CoreDb } from "../db/database";
import { queryRows } from "../db/query-rows";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const windowRow = z.object({ hits: z.number(), ttl_ms: z.number() });

/**
 * The route a child store counts for. @fastify/rate-limit hands `child` its merged settings with
 * the route under `routeInfo` (its own stores read it there), not the RouteOptions its types name.
 */
function routePrefix(settings: unknown): string {
  if (typeof settings !== "object" || settings === null || !("routeInfo" in settings)) return "";
  const route = settings.routeInfo;
  if (typeof route !== "object" || route === null) return "";
  const method = "method" in route ? String(route.method) : "";
  const url = "url" in route ? String(route.url) : "";
  return `${method}${url}`;
}

/**
 * @fastify/rate-limit's store in rate_limit_windows, so every core on the database counts one
 * budget per key (decision 0039). The same fixed windows as the plugin's memory store, on the
 * database's clock (one clock for all replicas): one upsert counts the hit, or starts a new window
 * when the row's has ended, under the row's lock, so concurrent hits are all counted. Each route
 * counts its own, as with the memory store. `continueExceeding` and `exponentialBackoff` are not
 * supported (core uses neither).
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: CoreDb,
    private readonly prefix = "",
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    // Keys carry what a person typed (an e-mail, with any bytes, NUL too, which a text column
    // refuses): the table keeps their digest, so no address is stored and every key fits.
    const digest = createHash("sha256").update(key).digest("hex");
    this.hit(`${this.prefix}|${digest}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(settings: unknown): DatabaseRateLimitStore {
    return new DatabaseRateLimitStore(this.db, routePrefix(settings));
  }

  private async hit(key: string, timeWindowMs: number): Promise<Result> {
    const [row] = await queryRows(
      this.db,
      sql`
        insert into rate_limit_windows as w (key, hits, resets_at)
        values (${key}, 1, statement_timestamp() + ${timeWindowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when w.resets_at <= statement_timestamp() then 1 else w.hits + 1 end,
          resets_at = case when w.resets_at <= statement_timestamp() then excluded.resets_at else w.resets_at end
        returning hits,
          greatest(0, ceil(extract(epoch from (resets_at - statement_timestamp())) * 1000))::int as ttl_ms`,
      windowRow,
    );
    if (!row) throw new Error("rate_limit_windows answered no row");
    // A window starting is the moment to drop the ended ones: rarely, and the table stays small.
    if (row.hits === 1)
      await this.db.execute(
        sql`delete from rate_limit_windows where resets_at <= statement_timestamp()`,
      );
    return { current: row.hits, ttl: row.ttl_ms };
  }
}

/** The plugin's `store` option: it constructs the store itself, with its settings only. */
export function databaseRateLimitStore(db: CoreDb): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor(_options: FastifyRateLimitOptions) {
      super(db);
    }
  };
}
