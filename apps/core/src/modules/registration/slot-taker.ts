import type { CoreDb } from "../../db/database";
import { GroupCommit } from "./group-commit";
import type { TakeResult } from "./take-slot";
import { takeSlotsTogether, type SessionAttempt } from "./take-slots-together";

/** Attempts of one race taken by one statement at most; a batch this big runs in a few ms. */
export const MAX_TAKES_PER_BATCH = 200;

/**
 * Takes registrations' slots through the race's group commit (takeSlotsTogether: one statement
 * per batch, which also checks each caller's session). Attempts with a promo code go through
 * takeSlot instead. Both are single atomic statements on the race row, so they stay correct
 * together and across core processes; batching only saves work within this one.
 */
export class SlotTaker {
  readonly #batches: GroupCommit<number, SessionAttempt, TakeResult>;

  constructor(db: CoreDb, maxBatch = MAX_TAKES_PER_BATCH) {
    // One session's presses never share a batch: the second sees what the first did.
    this.#batches = new GroupCommit((raceId, attempts) => takeSlotsTogether(db, raceId, attempts), { maxBatch, keyOf: (attempt) => attempt.sessionTokenHash });
  }

  take(attempt: SessionAttempt): Promise<TakeResult> {
    return this.#batches.submit(attempt.raceId, attempt);
  }
}
