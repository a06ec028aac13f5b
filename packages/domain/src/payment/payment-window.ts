import { toDateTime, type Instant } from "../time/instant";

/** A registration must be paid within 20 minutes of its creation; its slot is held that long (SPEC §9). */
export const PAYMENT_WINDOW_MINUTES = 20;
/** A paid order whose status has not changed for an hour sends the person to support (SPEC §4, §9). */
export const SUPPORT_CONTACT_AFTER_MINUTES = 60;

/** The instant the payment window closes. */
export function paymentDeadline(createdAt: Instant): Date {
  return toDateTime(createdAt).plus({ minutes: PAYMENT_WINDOW_MINUTES }).toJSDate();
}

/** Expired from the deadline on: at exactly 20:00 the slot is already released. */
export function isPaymentExpired(createdAt: Instant, now: Instant): boolean {
  return toDateTime(now).toMillis() >= paymentDeadline(createdAt).getTime();
}

/** Whole milliseconds left to pay, 0 once expired (for the countdown). */
export function paymentTimeLeftMs(createdAt: Instant, now: Instant): number {
  return Math.max(0, paymentDeadline(createdAt).getTime() - toDateTime(now).toMillis());
}

/** Whether a payment still unconfirmed at `now` has waited an hour or more since `paidAt`. */
export function shouldContactSupport(paidAt: Instant, now: Instant): boolean {
  return (
    toDateTime(now).diff(toDateTime(paidAt), "minutes").minutes >= SUPPORT_CONTACT_AFTER_MINUTES
  );
}
