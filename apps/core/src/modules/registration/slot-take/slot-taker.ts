import { isSafeText } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { isItemDataError } from "../../../db/pg-error";
import { AppError } from "../../../http/app-error";
import { GroupCommit } from "../../../db/group-commit";
import type { TakeResult } from "./take-slot";
import { takeSlotsTogether, type SessionAttempt } from "./take-slots-together";

/** Attempts of one race taken by one statement at most; a batch this big runs in a few ms. */
export const MAX_TAKES_PER_BATCH = 200;

const INT4_MAX = 2_147_483_647;
const SMALLINT_MAX = 32_767;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCount(value: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= max;
}

function isInstant(value: Date): boolean {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** Whether every text in `value` (a JSON tree) is text PostgreSQL stores, and every number finite. */
function isStorableJson(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (typeof value === "string") return isSafeText(value, true);
  if (typeof value === "number") return Number.isFinite(value);
  if (value === null || typeof value === "boolean" || value === undefined) return true;
  if (Array.isArray(value)) return value.every((item) => isStorableJson(item, depth + 1));
  if (typeof value === "object")
    return Object.entries(value).every(
      ([key, item]) => isSafeText(key) && isStorableJson(item, depth + 1),
    );
  return false;
}

/**
 * What would make the batch statement fail because of this one attempt, checked before it joins a
 * batch (no database work): text with a NUL, a lone surrogate or other characters the free-text
 * rule refuses, numbers past their columns, a malformed image id. The routes validate the form
 * before (participantFormSchemaFor); this is the batch's own guard, so whatever a caller hands
 * over, a bad attempt is refused alone.
 */
export function unbatchableReason(attempt: SessionAttempt): string | null {
  if (!isStorableJson(attempt.participant)) return "participant";
  for (const text of [attempt.documentType, attempt.documentNumber, attempt.sessionTokenHash])
    if (text !== null && !isSafeText(text)) return "document";
  if (attempt.relayPosition !== null && !isCount(attempt.relayPosition, SMALLINT_MAX))
    return "relayPosition";
  if (
    !isCount(attempt.slotPriceKopecks, INT4_MAX) ||
    !isCount(attempt.commissionBasisPoints, INT4_MAX)
  )
    return "price";
  if (!isCount(attempt.raceId, INT4_MAX)) return "race";
  if (!isInstant(attempt.now) || !isInstant(attempt.expiresAt)) return "instant";
  if (attempt.imageId !== null && !UUID.test(attempt.imageId)) return "imageId";
  return null;
}

/**
 * Takes registrations' slots through the race's group commit (takeSlotsTogether: one statement
 * per batch, which also checks each caller's session). Attempts with a promo code go through
 * takeSlot instead. Both are single atomic statements on the race row, so they stay correct
 * together and across core processes; batching only saves work within this one.
 *
 * One bad attempt never fails its batch (decision 0009, "poisoning"): it is refused before
 * joining one (unbatchableReason), and should the statement still fail on data, the batch is run
 * again in halves until the culprit runs alone (GroupCommit `isolates`); the culprit alone gets
 * 400 VALIDATION_FAILED.
 */
export class SlotTaker {
  readonly #batches: GroupCommit<number, SessionAttempt, TakeResult>;

  constructor(db: CoreDb, maxBatch = MAX_TAKES_PER_BATCH) {
    // One session's presses never share a batch: the second sees what the first did.
    this.#batches = new GroupCommit((raceId, attempts) => takeSlotsTogether(db, raceId, attempts), {
      maxBatch,
      keyOf: (attempt) => attempt.sessionTokenHash,
      isolates: isItemDataError,
    });
  }

  async take(attempt: SessionAttempt): Promise<TakeResult> {
    if (unbatchableReason(attempt) !== null) throw new AppError("VALIDATION_FAILED");
    try {
      return await this.#batches.submit(attempt.raceId, attempt);
    } catch (error) {
      // Isolated by now: the statement failed on this attempt's own data.
      if (isItemDataError(error)) throw new AppError("VALIDATION_FAILED");
      throw error;
    }
  }
}
