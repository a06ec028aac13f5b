import type { CoreDb } from "../db/database";
import { settleUnredeemedGifts } from "../modules/gifts";
import { sweepExpired } from "../modules/registration";
import { startRepeatingJob } from "./repeating-job";

export interface ExpirySweeper {
  /** Releases what is due by the business clock now; resolves to how many registrations it released. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The expiry job of one core: every `intervalMs` (0 = no timer, sweep on demand only) it releases
 * the registrations whose 20-minute payment window has closed.
 */
export function startExpirySweeper(
  db: CoreDb,
  now: () => Date,
  intervalMs: number,
  onError: (error: unknown) => void,
): ExpirySweeper {
  const sweep = async () => {
    const released = await sweepExpired(db, now());
    // Gifts nobody redeemed by their race's start are owed back to their buyers (decision 0031).
    await settleUnredeemedGifts(db, now());
    return released;
  };
  const timer = intervalMs > 0 ? startRepeatingJob(intervalMs, sweep, onError) : undefined;
  return {
    sweep,
    stop: async () => {
      await timer?.stop();
    },
  };
}
