import { and, eq, isNull, sql } from "drizzle-orm";
import {
  fieldErrorsFromIssues,
  isGiftRedeemableAt,
  participantFormSchemaFor,
  type GiftCheck,
  type RedeemedGift,
} from "@reg/domain";
import type { CoreDb } from "../../db/database";
import { retryOnConflict } from "../../db/pg-error";
import { gifts } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { listPaidRegistrations } from "../events";
import {
  findRaceById,
  handGiftSlotOver,
  participantSettingsOf,
  type RaceRecord,
} from "../registration";
import type { WrongCodeLimiter } from "../teams";
import { giftRaceOf, type GiftRow } from "./gift-queries";
import { wrongCodeKeys } from "./wrong-code-keys";
import { assertOwnImage } from "../images";

export interface CodeAttempt {
  userId: string;
  clientAddress: string;
  /** Normalised by the wire schema (giftCodeSchema). */
  giftCode: string;
}

const NOT_FOUND = { giftCode: "giftCode.notFound" };
const REDEEMED = { giftCode: "giftCode.redeemed" };
const EXPIRED = { giftCode: "giftCode.expired" };

interface Found {
  gift: GiftRow;
  record: RaceRecord;
}

/**
 * The gift a code names, for whoever holds the code. Wrong codes count against the person and the
 * address, and past the limit no code is looked up at all; a gift of a race outside the site's
 * scope is "not found" too. A redeemed gift or one whose race started says so.
 */
async function findByCode(
  db: CoreDb,
  scope: string | null,
  limiter: WrongCodeLimiter,
  attempt: CodeAttempt,
  now: Date,
): Promise<Found> {
  const keys = wrongCodeKeys(attempt.userId, attempt.clientAddress);
  const found = await limiter.lookUp(keys, now, async () => {
    const [row] = await db.select().from(gifts).where(eq(gifts.code, attempt.giftCode)).limit(1);
    const race = row ? await findRaceById(db, scope, row.raceId).catch(notFound) : null;
    return row && race ? { gift: row, record: race } : null;
  });
  if (!found) throw new AppError("NOT_FOUND", NOT_FOUND);
  const { gift, record } = found;
  if (gift.redeemedAt !== null) throw new AppError("INVALID_STATE", REDEEMED);
  if (gift.refundDueAt !== null || !isGiftRedeemableAt(record.race.startsAt, now))
    throw new AppError("REGISTRATION_CLOSED", EXPIRED);
  return { gift, record };
}

function notFound(error: unknown): null {
  if (error instanceof AppError && error.code === "NOT_FOUND") return null;
  throw error;
}

/** POST /Register/ApiCheckGiftCode: what the code is for — the race, nothing of the buyer. */
export async function checkGiftCode(
  db: CoreDb,
  scope: string | null,
  limiter: WrongCodeLimiter,
  attempt: CodeAttempt,
  now: Date,
): Promise<GiftCheck> {
  const { record } = await findByCode(db, scope, limiter, attempt, now);
  return { race: giftRaceOf(record), redeemableUntil: record.race.startsAt.toISOString() };
}

/**
 * POST /Register/ApiRedeemGift: the recipient's form is checked against the race's settings
 * first (every bad field at once, nothing changed); then, in one transaction, the gift is marked
 * redeemed by a conditional UPDATE (only while unredeemed and before the start: of concurrent
 * redeems exactly one matches, the others wait on the row and then match nothing), its paid
 * registration is handed to the recipient (handGiftSlotOver) and put on the start list. A
 * recipient already registered for the race rolls it all back: the gift stays unredeemed.
 */
export async function redeemGift(
  db: CoreDb,
  scope: string | null,
  limiter: WrongCodeLimiter,
  attempt: CodeAttempt & { participant: Record<string, unknown>; imageId?: string | undefined },
  now: Date,
): Promise<RedeemedGift> {
  const { record } = await findByCode(db, scope, limiter, attempt, now);
  const parsed = participantFormSchemaFor(participantSettingsOf(record.form)).safeParse(
    attempt.participant,
  );
  if (!parsed.success)
    throw new AppError("VALIDATION_FAILED", fieldErrorsFromIssues(parsed.error.issues));
  const form = parsed.data;
  // The certificate's picture comes with the form: the recipient's own upload only.
  await assertOwnImage(db, attempt.imageId, attempt.userId);
  const registrationId = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(gifts)
        .set({ recipientUserId: attempt.userId, redeemedAt: now })
        .where(
          and(
            eq(gifts.code, attempt.giftCode),
            isNull(gifts.redeemedAt),
            isNull(gifts.refundDueAt),
            sql`(select starts_at from races where races.id = ${gifts.raceId}) > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!claimed) throw new AppError("INVALID_STATE", REDEEMED);
      const handed = await handGiftSlotOver(tx, {
        registrationId: claimed.registrationId,
        holderUserId: claimed.holderUserId,
        recipientUserId: attempt.userId,
        form: {
          participant: form,
          documentType: form.documentType ?? null,
          documentNumber: form.documentType && form.documentNumber ? form.documentNumber : null,
          relayPosition: null,
          imageId: attempt.imageId ?? null,
        },
        now,
      });
      if (handed === "alreadyRegistered") throw new AppError("ALREADY_REGISTERED");
      await listPaidRegistrations(tx, [claimed.registrationId]);
      return claimed.registrationId;
    }),
  );
  return { registrationId, race: giftRaceOf(record) };
}
