import { eq } from "drizzle-orm";
import { paymentDeadline, transition, type Cart, type RepeatPayInput } from "@reg/domain";
import type { CoreDb } from "../../../db/database";
import { pgErrorOf, retryOnConflict } from "../../../db/pg-error";
import { registrations } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import type { UserRow } from "../../account";
import {
  cartView,
  NO_ADJUSTMENT,
  type StockAdjustment,
  ownRegistrationWithRace,
  findRaceById,
  type RaceRecord,
  findOwnRegistration,
  lockOwnRegistration,
} from "../../registration";
import type { PaymentDeps } from "../payment-deps";
import { retakeOrderWithinStock, retakeSlot } from "../outcome/retake-holds";

const ONE_LIVE_INDEX = "registrations_one_live_idx";

interface Repeated {
  adjustment: StockAdjustment;
  promoDropped: boolean;
}

/**
 * A new 20-minute window from `now`. `created_at` moves with it: the window is counted from it
 * everywhere (payment-window.ts, the wizard's countdown); the earlier window's attempts keep
 * their own instants in the payments table.
 */
async function openNewWindow(db: CoreDb, registrationId: string, now: Date): Promise<void> {
  await db
    .update(registrations)
    .set({
      state: "awaitingPayment",
      createdAt: now,
      expiresAt: paymentDeadline(now),
      submittedAt: now,
      updatedAt: now,
      releasedAt: null,
    })
    .where(eq(registrations.id, registrationId));
}

/** Why no slot could be taken again, read fresh: the race stopped taking registrations, or it is full. */
async function whyNoSlot(db: CoreDb, record: RaceRecord, now: Date): Promise<AppError> {
  const { race } = await findRaceById(db, null, record.race.id);
  const open =
    race.onlineRegistration &&
    race.registrationOpensAt.getTime() <= now.getTime() &&
    race.registrationClosesAt.getTime() > now.getTime();
  return new AppError(open ? "SOLD_OUT" : "REGISTRATION_CLOSED");
}

/**
 * POST /Register/ApiRepeatPay: "repeat payment" of an expired order (SPEC §4). Under the
 * registration's lock the slot is taken again with the same conditional update as the first take
 * — none left is 409 SOLD_OUT, "slots may be sold out" — then the promo use and the option units
 * within today's stock; the order waits for its payment in a new window. An order whose window
 * closed but was not swept still holds everything and just gets the new window; an order already
 * waiting in an open window answers as it is (a second press of "repeat").
 */
export async function repeatPayment(
  deps: PaymentDeps,
  scope: string | null,
  user: UserRow,
  input: RepeatPayInput,
): Promise<Cart> {
  const { record } = await ownRegistrationWithRace(deps, {
    scope,
    user,
    registrationId: input.RegistrationId,
  });
  let repeated: Repeated;
  try {
    repeated = await retryOnConflict(() =>
      deps.db.transaction(async (tx): Promise<Repeated> => {
        const now = deps.now();
        const registration = await lockOwnRegistration(tx, input.RegistrationId, user.id, now);
        const unchanged = { adjustment: NO_ADJUSTMENT, promoDropped: false };
        if (registration.effective === "awaitingPayment") return unchanged;
        if (registration.state === "awaitingPayment") {
          await openNewWindow(tx, registration.id, now);
          return unchanged;
        }
        if (registration.state !== "expired") throw new AppError("INVALID_STATE");
        const slotAvailable = await retakeSlot(tx, registration.raceId, now);
        if (!transition(registration.state, { type: "repeatPayment", slotAvailable }).ok)
          throw await whyNoSlot(tx, record, now);
        const retaken = await retakeOrderWithinStock(tx, registration);
        await openNewWindow(tx, registration.id, now);
        return retaken;
      }),
    );
  } catch (error) {
    const pg = pgErrorOf(error);
    // The person holds another live registration for the race (made after this one expired).
    if (pg?.code === "23505" && pg.constraint === ONE_LIVE_INDEX)
      throw new AppError("ALREADY_REGISTERED");
    throw error;
  }
  const after = await findOwnRegistration(deps.db, input.RegistrationId, user.id, deps.now());
  const cart = await cartView(deps.db, after, record, input.language, repeated.adjustment);
  return cart.notice === null && repeated.promoDropped
    ? { ...cart, notice: "promo.invalid" }
    : cart;
}
