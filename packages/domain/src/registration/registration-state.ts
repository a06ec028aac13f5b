import { z } from "zod";
import type { PaymentResultState } from "../payment/payment-methods";
import type { OwnRegistrationState } from "../events/registration-availability";

/**
 * The life of one registration (SPEC §4 registration flow and payment, §9 payment window):
 * a draft is filled in, submitted to wait for its payment, and ends paid, expired or cancelled.
 * docs/state-machines.md draws it.
 */
export const REGISTRATION_STATES = [
  "draft",
  "awaitingPayment",
  "paid",
  "expired",
  "cancelled",
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
export const registrationStateSchema = z.enum(REGISTRATION_STATES);

export const REGISTRATION_EVENT_TYPES = [
  "submit",
  "paymentSucceeded",
  "paymentFailed",
  "expire",
  "repeatPayment",
  "cancel",
] as const;
export type RegistrationEventType = (typeof REGISTRATION_EVENT_TYPES)[number];

/**
 * What can happen to a registration. The two events that need a slot again after the payment
 * window let it go carry whether the caller could take one (core takes it atomically first).
 */
export type RegistrationEvent =
  /** The participant confirms the order: the 20-minute payment window opens. */
  | { readonly type: "submit" }
  /**
   * The acquirer confirms the money. `slotAvailable` only matters when the confirmation arrives
   * after the window closed: the payment is kept only if a slot could be taken again.
   */
  | { readonly type: "paymentSucceeded"; readonly slotAvailable: boolean }
  /** The acquirer declined or errored: the person may retry or change the method in the window. */
  | { readonly type: "paymentFailed" }
  /** The payment window closed unpaid (the sweeper); the slot is released. */
  | { readonly type: "expire" }
  /** "Repeat payment" on an expired order: a new window, if a slot could be taken again. */
  | { readonly type: "repeatPayment"; readonly slotAvailable: boolean }
  /** "Delete the draft and continue". */
  | { readonly type: "cancel" };

/**
 * Why an event does not apply:
 * - `alreadyPaid`: paid is terminal; a repeated success callback is a duplicate, not an error.
 * - `alreadyCancelled`: a deleted draft never comes back (SPEC §8: a done action cannot be cancelled).
 * - `slotsSoldOut`: the order expired and no slot is left to take again (SPEC §4).
 * - `notAllowed`: the event means nothing in this state (paying a draft, expiring a paid order).
 */
export const REGISTRATION_REJECTIONS = [
  "alreadyPaid",
  "alreadyCancelled",
  "slotsSoldOut",
  "notAllowed",
] as const;
export type RegistrationRejection = (typeof REGISTRATION_REJECTIONS)[number];

export type RegistrationTransition =
  | { readonly ok: true; readonly state: RegistrationState }
  | {
      readonly ok: false;
      readonly reason: RegistrationRejection;
      readonly state: RegistrationState;
      readonly event: RegistrationEventType;
    };

function moveTo(state: RegistrationState): RegistrationTransition {
  return { ok: true, state };
}

function reject(
  state: RegistrationState,
  event: RegistrationEvent,
  reason: RegistrationRejection,
): RegistrationTransition {
  return { ok: false, reason, state, event: event.type };
}

function fromDraft(event: RegistrationEvent): RegistrationTransition {
  if (event.type === "submit") return moveTo("awaitingPayment");
  if (event.type === "cancel") return moveTo("cancelled");
  return reject("draft", event, "notAllowed");
}

function fromAwaitingPayment(event: RegistrationEvent): RegistrationTransition {
  switch (event.type) {
    case "paymentSucceeded":
      return moveTo("paid");
    // The window keeps running: the person retries or picks another method (SPEC §4).
    case "paymentFailed":
      return moveTo("awaitingPayment");
    case "expire":
      return moveTo("expired");
    // Money may already be on its way; only the window's end may take the order back.
    case "cancel":
    case "submit":
    case "repeatPayment":
      return reject("awaitingPayment", event, "notAllowed");
  }
}

function fromExpired(event: RegistrationEvent): RegistrationTransition {
  switch (event.type) {
    case "repeatPayment":
      return event.slotAvailable
        ? moveTo("awaitingPayment")
        : reject("expired", event, "slotsSoldOut");
    // A late confirmation: never lose a paid registration while a slot can be had; otherwise the
    // caller refunds.
    case "paymentSucceeded":
      return event.slotAvailable ? moveTo("paid") : reject("expired", event, "slotsSoldOut");
    case "submit":
    case "paymentFailed":
    case "expire":
    case "cancel":
      return reject("expired", event, "notAllowed");
  }
}

/** The state after `event`, or why the event does not apply. Pure: the caller stores the result. */
export function transition(
  state: RegistrationState,
  event: RegistrationEvent,
): RegistrationTransition {
  switch (state) {
    case "draft":
      return fromDraft(event);
    case "awaitingPayment":
      return fromAwaitingPayment(event);
    case "expired":
      return fromExpired(event);
    case "paid":
      return reject(state, event, "alreadyPaid");
    case "cancelled":
      return reject(state, event, "alreadyCancelled");
  }
}

/** Paid and cancelled registrations never change again. */
export function isTerminalRegistrationState(state: RegistrationState): boolean {
  return state === "paid" || state === "cancelled";
}

/**
 * The person's standing for registrationAvailability: an expired or cancelled registration no
 * longer stands in the way of a new one.
 */
export function ownRegistrationState(state: RegistrationState): OwnRegistrationState {
  switch (state) {
    case "draft":
    case "awaitingPayment":
    case "paid":
      return state;
    case "expired":
    case "cancelled":
      return "none";
  }
}

/**
 * What the payment-result page shows (SPEC §2, §4): success, checking (do not close the page),
 * the error after a failed attempt (retry or change the method), expired (repeat payment).
 * Null for a registration that never went to payment.
 */
export function paymentResultFor(
  state: RegistrationState,
  lastAttemptFailed: boolean,
): PaymentResultState | null {
  switch (state) {
    case "paid":
      return "success";
    case "awaitingPayment":
      return lastAttemptFailed ? "error" : "checking";
    case "expired":
      return "expired";
    case "draft":
    case "cancelled":
      return null;
  }
}
