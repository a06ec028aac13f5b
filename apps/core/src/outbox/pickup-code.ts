/** What the start-pack QR code encodes: the registration, under a prefix the pickup desk's scanner knows. */
export function pickupPayload(registrationId: string): string {
  return `REG-PICKUP:${registrationId}`;
}

/** The same said aloud or typed at the desk when a phone won't scan: the id's first 8 characters. */
export function pickupShortCode(registrationId: string): string {
  return registrationId.replaceAll("-", "").slice(0, 8).toUpperCase();
}
