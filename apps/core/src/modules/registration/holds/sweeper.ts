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
    const released = await retryOnConflict(() => releaseHolds(db, { where: due, now, skipLocked: true, limit: BATCH }));
    total += released.length;
    if (released.length < BATCH) return total;
  }
}

export interface Sweeper {
  stop(): Promise<void>;
}

/** Runs `sweep` every `intervalMs`, never two at once; a failed run is reported and the next one tries again. */
export function startSweeper(intervalMs: number, sweep: () => Promise<unknown>, onError: (error: unknown) => void): Sweeper {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
