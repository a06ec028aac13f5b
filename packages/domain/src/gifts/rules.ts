import type { RegistrationState } from "../registration/registration-state";

/**
 * A gift as its buyer and its recipient read it (docs/decisions/0031):
 * - awaitingPayment: bought, its race slot held for the payment window;
 * - paymentExpired: the window closed unpaid; the slot went back like any registration's;
 * - unredeemed: paid, its code issued, the slot still held for whoever redeems it;
 * - redeemed: the recipient is registered (paid) with that slot;
 * - refundDue: the race started before anyone redeemed it; the buyer's money goes back.
 */
export const GIFT_STATES = [
  "awaitingPayment",
  "paymentExpired",
  "unredeemed",
  "redeemed",
  "refundDue",
] as const;
export type GiftState = (typeof GIFT_STATES)[number];

export interface GiftFacts {
  /** The state of the registration that holds the gift's slot, its payment window applied. */
  registrationState: RegistrationState;
  code: string | null;
  redeemedAt: Date | null;
  refundDueAt: Date | null;
  raceStartsAt: Date;
}

/**
 * A paid gift can be redeemed until its race starts, also after registration has closed or the
 * race has sold out: its slot was paid for and is still held. From the start on nobody can use
 * the slot any more, so the gift is owed back to its buyer.
 */
export function isGiftRedeemableAt(raceStartsAt: Date, now: Date): boolean {
  return now.getTime() < raceStartsAt.getTime();
}

export function giftState(facts: GiftFacts, now: Date): GiftState {
  if (facts.redeemedAt !== null) return "redeemed";
  if (facts.refundDueAt !== null) return "refundDue";
  if (facts.code !== null)
    return isGiftRedeemableAt(facts.raceStartsAt, now) ? "unredeemed" : "refundDue";
  return facts.registrationState === "draft" || facts.registrationState === "awaitingPayment"
    ? "awaitingPayment"
    : "paymentExpired";
}

/**
 * The recipient as the buyer sees them: the first name and the surname's initial ("Anna S."), so
 * the buyer knows the gift arrived without learning more of the person than they knew.
 */
export function maskedRecipientName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0);
  return initial === "" ? first : `${first} ${initial.toUpperCase()}.`;
}
