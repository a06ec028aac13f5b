import type { CoreDb } from "../../db/database";
import { GroupCommit } from "./group-commit";
import { takeSlot, type NewRegistration, type TakeResult } from "./take-slot";
import { takeSlotsTogether, type PlainAttempt } from "./take-slots-together";

/** Attempts of one race taken by one statement at most; a batch this big runs in a few ms. */
export const MAX_TAKES_PER_BATCH = 200;

function isPlain(attempt: NewRegistration): attempt is PlainAttempt {
  return attempt.promoCodeId === null;
}

/**
 * Takes registrations' slots: attempts without a promo code go through the race's group commit
 * (takeSlotsTogether, one statement per batch), those with one through takeSlot (which takes the
 * promo use in the same statement). Both are single atomic statements on the race row, so they
 * stay correct together and across core processes; batching only saves work within this one.
 */
export class SlotTaker {
  readonly #batches: GroupCommit<number, PlainAttempt, TakeResult>;

  constructor(
    private readonly db: CoreDb,
    maxBatch = MAX_TAKES_PER_BATCH,
  ) {
    this.#batches = new GroupCommit((raceId, attempts) => takeSlotsTogether(db, raceId, attempts), { maxBatch, keyOf: (attempt) => attempt.userId });
  }

  take(attempt: NewRegistration): Promise<TakeResult> {
    return isPlain(attempt) ? this.#batches.submit(attempt.raceId, attempt) : takeSlot(this.db, attempt);
  }
}
