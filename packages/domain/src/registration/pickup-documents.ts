/**
 * Documents a participant may bring to the start-pack pickup instead of providing them online
 * (SPEC §5): for each one missing, the notice says the original is needed at pickup.
 */
export const PICKUP_DOCUMENTS = [
  "medicalCertificate",
  "insurancePolicy",
  "identityDocument",
] as const;
export type PickupDocument = (typeof PICKUP_DOCUMENTS)[number];

/** Which originals the person must bring, in the notice's order; empty when all were provided. */
export function originalsNeededAtPickup(
  provided: Readonly<Record<PickupDocument, boolean>>,
): PickupDocument[] {
  return PICKUP_DOCUMENTS.filter((document) => !provided[document]);
}
