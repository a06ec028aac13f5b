import { isLocale, paymentDeadline, type BoughtGift, type BuyGiftInput } from "@reg/domain";
import type { CoreContext } from "../../context";
import { AppError } from "../../http/app-error";
import type { UserRow } from "../account";
import { findRaceById, slotPrice, takeGiftSlot } from "../registration";
import { findBoughtGift } from "./gift-queries";

/**
 * A signed-in person buys a race as a gift: the slot is taken like a registration's and held
 * through the payment window (takeGiftSlot); the answer names the order the payment step pays.
 * A relay race (its slots are team places) and a promo-gated race (the code is the entrant's) are
 * not sold as gifts.
 */
export async function buyGift(
  context: CoreContext,
  scope: string | null,
  buyer: UserRow,
  input: Required<Pick<BuyGiftInput, "eventCode" | "raceCode" | "cardName">> & { message: string },
): Promise<BoughtGift> {
  const record = await context.races.get(scope, input.eventCode, input.raceCode);
  if (record.race.isRelay || record.race.promoRequired)
    throw new AppError("VALIDATION_FAILED", { raceCode: "field.invalid" });
  const now = context.now();
  const taken = await takeGiftSlot(context.db, {
    buyerUserId: buyer.id,
    raceId: record.race.id,
    now,
    expiresAt: paymentDeadline(now),
    slotPriceKopecks: slotPrice(record, now),
    commissionBasisPoints: record.event.commissionBasisPoints,
    cardName: input.cardName,
    message: input.message,
    language: isLocale(buyer.language) ? buyer.language : "ru",
  });
  if (!taken.ok) {
    // Read fresh, not from the directory's cache: the race closed, or it is full.
    const { race } = await findRaceById(context.db, scope, record.race.id);
    const open =
      race.onlineRegistration && race.registrationOpensAt <= now && race.registrationClosesAt > now;
    context.metrics.slotTake("gift", open ? "sold_out" : "closed");
    throw new AppError(open ? "SOLD_OUT" : "REGISTRATION_CLOSED");
  }
  context.metrics.slotTake("gift", "taken");
  return findBoughtGift(context.db, taken.giftId, buyer.id, now);
}
