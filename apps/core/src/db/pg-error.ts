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

/** Runs `work` again (up to `attempts` times in all) when PostgreSQL aborted it as a deadlock victim. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
    }
  }
}
