import { sql } from "drizzle-orm";
import type { CoreDb } from "../../../db/database";
import { retryOnConflict } from "../../../db/pg-error";
import { releaseHolds } from "./release";

const BATCH = 500;

/**
 * Releases every registration whose payment window closed by `now` (awaiting payment → expired,
 * draft → cancelled) and gives back what it held. Safe to run concurrently with itself, with
 * cancels and with cart changes: each registration is released by exactly one of them.
 * Returns how many it released.
 */
export async function sweepExpired(db: CoreDb, now: Date): Promise<number> {
  const due = sql`expires_at <= ${now.toISOString()}::timestamptz`;
  let total = 0;
  for (;;) {
    const released = await retryOnConflict(() =>
      releaseHolds(db, { where: due, now, skipLocked: true, limit: BATCH }),
    );
    total += released.length;
    if (released.length < BATCH) return total;
  }
}
