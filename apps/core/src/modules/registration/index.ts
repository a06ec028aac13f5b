/**
 * Registration: a race as the wizard reads it (race/), promo codes (promo/), the participant form
 * (form/), the slot take of a new draft (slot-take/), the order and its cart (order-and-cart/), a
 * stored registration (record/), releasing what it holds (holds/), who calls (caller/).
 */
export { registerRegistrationRoutes } from "./routes";

// Built once per server (context.ts).
export { RaceDirectory } from "./race/race-directory";
export { SlotTaker } from "./slot-take/slot-taker";
export { ConfirmBatches } from "./order-and-cart/confirm-batches";

// A gift's slot: taken when bought, handed to the recipient when redeemed (docs/decisions/0031).
export { handGiftSlotOver, takeGiftSlot } from "./slot-take/gift-slot";
export { slotPrice } from "./slot-take/slot-price";
export { participantSettingsOf } from "./race/race-form-settings";

// Releasing registrations whose payment window closed (the expiry job), or any holding ones named.
export { sweepExpired } from "./holds/sweep-expired";
export { releaseHolds } from "./holds/release";

// The participant form checked with a race's rules (a captain stores their team members' forms).
export { checkParticipantForm, type CheckedParticipantForm } from "./form/save-registration";

// A race's form settings as the seed writes them.
export type { RaceFormSettingsInput } from "./race/race-form-settings";

// What payments and image uploads build on: the caller, the race, the stored registration and its order.
export { registrationScope } from "./caller/request-scope";
export { signedIn } from "./caller/signed-in";
export { inputOfCaller, sessionCaller, type SessionCaller } from "./caller/session-caller";
export { findRaceById, publishedRaceWhere, type RaceRecord } from "./race/race-queries";
export { byLanguage, eventName, raceName } from "./race/race-views";
export { savedValues } from "./form/participant-values";
export {
  assertChangeable,
  findOwnRegistration,
  lockOwnRegistration,
  toRecord,
  type RegistrationRecord,
} from "./record/registration-queries";
export { ownRegistrationWithRace } from "./order-and-cart/order-change";
export {
  findCallerRegistrationWithRace,
  lockCallerRegistrationWithRace,
  lockRegistrationWithRace,
  lockRegistrationsWithRace,
  findCallersRegistrationsWithRace,
  lockCallersRegistrationsWithRace,
  type RaceRecords,
  type RegistrationWithRace,
} from "./record/registration-with-race";
export {
  cartView,
  lineKindOf,
  NO_ADJUSTMENT,
  type StockAdjustment,
} from "./order-and-cart/cart-view";
export {
  availableFor,
  cartLinesOf,
  cartLinesOfEach,
  lockOfferedOptions,
  maxPerOrderOf,
  type CartLineWithOption,
} from "./order-and-cart/option-queries";
