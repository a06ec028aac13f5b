/** A participant form every plain seeded race accepts: the one core's, the BFF's and the bench's people send. */
export const VALID_PARTICIPANT = {
  email: "runner@example.com",
  lastName: "Петрова",
  firstName: "Анна",
  birthDate: "1990-05-17",
  gender: "female",
  country: "RU",
  region: "Москва",
  city: "Москва",
  street: "Тверская",
  building: "7",
  apartment: "12",
  postcode: "125009",
  phone: "+7 916 123-45-67",
  noClub: true,
  agreeTerms: true,
  agreeRules: true,
  agreeMedical: true,
  receiptConsent: true,
} as const;

/** The valid form with some fields changed, for tests that send one bad or extra value. */
export function validParticipant(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...VALID_PARTICIPANT, ...overrides };
}
