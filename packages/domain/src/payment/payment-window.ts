import { toMillis, type Instant } from "../time/instant";

/** A registration must be paid within 20 minutes of its creation; its slot is held that long (SPEC §9). */
export const PAYMENT_WINDOW_MINUTES = 20;
/** A paid order whose status has not changed for an hour sends the person to support (SPEC §4, §9). */
export const SUPPORT_CONTACT_AFTER_MINUTES = 60;

/** The instant the payment window closes. */
export function paymentDeadline(createdAt: Instant): Date {
  return new Date(toMillis(createdAt) + PAYMENT_WINDOW_MINUTES * 60_000);
}

/** Expired from the deadline on: at exactly 20:00 the slot is already released. */
export function isPaymentExpired(createdAt: Instant, now: Instant): boolean {
  return toMillis(now) >= paymentDeadline(createdAt).getTime();
}

/** Whole milliseconds left to pay, 0 once expired (for the countdown). */
export function paymentTimeLeftMs(createdAt: Instant, now: Instant): number {
  return Math.max(0, paymentDeadline(createdAt).getTime() - toMillis(now));
}

/** Whether a payment still unconfirmed at `now` has waited an hour or more since `paidAt`. */
export function shouldContactSupport(paidAt: Instant, now: Instant): boolean {
  return (toMillis(now) - toMillis(paidAt)) / 60_000 >= SUPPORT_CONTACT_AFTER_MINUTES;
}
