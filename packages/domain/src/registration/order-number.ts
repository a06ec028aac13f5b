/**
 * The order number people see and say: the registration id's first 8 hex digits in upper case.
 * The receipt, the confirmation e-mail and "My registrations" (the start-pack pickup code) all
 * show this one code for one order; the full id is for machines (addresses, a calendar's UID).
 */
export function orderNumber(registrationId: string): string {
  return registrationId.replaceAll("-", "").slice(0, 8).toUpperCase();
}
