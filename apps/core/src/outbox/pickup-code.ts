/** What the start-pack QR code encodes: the registration, under a prefix the pickup desk's scanner knows. */
export function pickupPayload(registrationId: string): string {
  return `REG-PICKUP:${registrationId}`;
}
