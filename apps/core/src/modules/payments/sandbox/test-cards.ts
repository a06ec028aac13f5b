/**
 * The sandbox acquirer's test cards (as the well-known acquirers' sandboxes have them): what a
 * card number does decides the payment, so a test or a person can make each outcome happen.
 */
export const SANDBOX_TEST_CARDS = {
  /** Pays at once. */
  success: "4242424242424242",
  /** Declined by the "bank": the person may retry or change the method. */
  decline: "4000000000000002",
  /** The "bank" never answers: the payment stays pending until the window's end. */
  timeout: "4000000000000119",
} as const;

export type CardBehaviour = keyof typeof SANDBOX_TEST_CARDS;

/** A page's test cards: one that pays, one the bank declines, and on the card page one it never answers. */
export type TestCards = Readonly<Partial<Record<CardBehaviour, string>>> & {
  readonly success: string;
  readonly decline: string;
};

/** Assist Belarus's test cards: Belkart numbers. */
export const BELARUS_TEST_CARDS = {
  success: "9112380000000002",
  decline: "9112380000000010",
} as const satisfies TestCards;

/** The Uzcard and Humo page's test cards, and the code its "SMS" always brings. */
export const UZ_TEST_CARDS = {
  success: "8600310473199008",
  decline: "9860080123456784",
} as const satisfies TestCards;
export const UZ_TEST_SMS_CODE = "123456";

/** What a well-formed card number does; any number but the test cards is declined. */
export function cardBehaviour(
  digits: string,
  cards: TestCards = SANDBOX_TEST_CARDS,
): CardBehaviour {
  if (digits === cards.success) return "success";
  if (cards.timeout !== undefined && digits === cards.timeout) return "timeout";
  return "decline";
}

/** Card numbers pass the Luhn check; a typo in one digit never does. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardField = "cardNumber" | "expiry" | "cvc" | "holder";

export type CardFormResult =
  | { ok: true; digits: string; last4: string; behaviour: CardBehaviour }
  | { ok: false; errors: CardField[] };

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;

/** Whether MM/YY is a real month that has not ended by `now` (a card is good through its month). */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

/** The checkout form as typed: spaces and dashes in the number are fine, the rest must be right. */
export function readCardForm(
  form: Readonly<Record<string, string>>,
  now: Date,
  cards: TestCards = SANDBOX_TEST_CARDS,
): CardFormResult {
  const digits = (form.cardNumber ?? "").replace(/[\s-]/g, "");
  const errors: CardField[] = [];
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) errors.push("cardNumber");
  if (!expiryValid(form.expiry ?? "", now)) errors.push("expiry");
  if (!/^\d{3,4}$/.test((form.cvc ?? "").trim())) errors.push("cvc");
  if ((form.holder ?? "").trim().length > 100) errors.push("holder");
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, digits, last4: digits.slice(-4), behaviour: cardBehaviour(digits, cards) };
}
