/** What a PostgreSQL error tells about itself, whichever driver (and Drizzle's wrapper) raised it. */
export interface PgErrorInfo {
  /** SQLSTATE, e.g. 23505 unique_violation, 40P01 deadlock_detected. */
  code: string;
  constraint: string | undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The SQLSTATE and constraint of `error` or of any error in its `cause` chain. */
export function pgErrorOf(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isObject(current); depth++) {
    const code = current.code;
    if (typeof code === "string" && SQLSTATE.test(code)) {
      const constraint = current.constraint;
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    }
    current = current.cause;
  }
  return undefined;
}

/** A conflict PostgreSQL resolves by aborting one side; running the whole unit again is safe. */
export function isRetryableConflict(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === "40P01" || code === "40001";
}

/** The longest pause before running a deadlock's victim again, growing with each attempt. */
const CONFLICT_BACKOFF_MS = 20;

/**
 * Runs `work` again (up to `attempts` times in all) when PostgreSQL aborted it as a deadlock
 * victim — after a short random pause, so the side that won takes the lock it was waiting for and
 * finishes first: run again at once, the victim can take that lock back and meet the same deadlock.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      const pause = Math.random() * CONFLICT_BACKOFF_MS * attempt;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * Whether a group commit's failure may be one item's: a data exception (SQLSTATE class 22: bad
 * text, a number out of range) or a broken constraint (class 23: e.g. an image deleted
 * meanwhile). Not a lost connection, a timeout or a conflict — those are the batch's, and
 * running its halves again would only repeat them (GroupCommitOptions.isolates).
 */
export function isItemDataError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code !== undefined && (code.startsWith("22") || code.startsWith("23"));
}

/** SQLSTATEs of a server going away: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GONE = new Set(["57P01", "57P02", "57P03"]);
/** Node's socket errors when the server is not there. */
const SOCKET_GONE = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
/** node-postgres' own words when a connection dies under a query (it sets no code on them). */
const CONNECTION_LOST =
  /^Connection terminated|^Client has encountered a connection error|^timeout exceeded when trying to connect/;

/**
 * The database could not be reached or went away mid-query (a restart, a failover): nothing was
 * decided, so the caller may try again — not a fault of ours to report as one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isObject(current); depth++) {
    const code = current.code;
    if (typeof code === "string") {
      if (code.startsWith("08") || SERVER_GONE.has(code) || SOCKET_GONE.has(code)) return true;
    }
    const message = current.message;
    if (typeof message === "string" && CONNECTION_LOST.test(message)) return true;
    current = current.cause;
  }
  return false;
}
