import { InvalidInputError } from "../errors/invalid-input-error";
import { assertKopecks, KOPECKS_PER_RUB, type Kopecks } from "../payment/money";
import type { CalendarDay } from "../time/calendar-day";

/**
 * How a certificate writes its numbers (decision 0033). A certificate's number is a sequence per
 * organizer and tax year — 1, 2, 3… — written in plain digits; its correction number is three
 * digits, "000" for the first issue and one more for each correction.
 */

/** The number field's width on the form: twelve digits at most. */
export const CERTIFICATE_NUMBER_MAX = 999_999_999_999;
export const CORRECTION_NUMBER_MAX = 999;

function assertSequence(value: number, max: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new InvalidInputError(`${what} must be a whole number from 0 to ${max}, got ${value}`);
}

/** "1", "27": the certificate's number as printed (no leading zeros). */
export function formatCertificateNumber(sequence: number): string {
  assertSequence(sequence, CERTIFICATE_NUMBER_MAX, "certificate number");
  if (sequence === 0) throw new InvalidInputError("certificate numbers start at 1");
  return String(sequence);
}

/**
 * The next number for an organizer's year, given the numbers already given out in that year (any
 * order, gaps allowed): one past the largest, 1 for the year's first. A database's unique
 * (organizer, year, number) stands behind it; two issuers that race take the next on a clash.
 */
export function nextCertificateNumber(taken: readonly number[]): number {
  let largest = 0;
  for (const number of taken) {
    assertSequence(number, CERTIFICATE_NUMBER_MAX, "certificate number");
    if (number > largest) largest = number;
  }
  if (largest === CERTIFICATE_NUMBER_MAX)
    throw new InvalidInputError("no certificate numbers are left for this organizer and year");
  return largest + 1;
}

/** "000", "001", … "999". */
export function formatCorrectionNumber(correction: number): string {
  assertSequence(correction, CORRECTION_NUMBER_MAX, "correction number");
  return String(correction).padStart(3, "0");
}

/** The correction number of the certificate that replaces one with `current`. */
export function nextCorrectionNumber(current: number): number {
  assertSequence(current, CORRECTION_NUMBER_MAX, "correction number");
  if (current === CORRECTION_NUMBER_MAX)
    throw new InvalidInputError("a certificate cannot be corrected more than 999 times");
  return current + 1;
}

/**
 * The amount as the certificate writes it: rubles grouped by threes with a plain space (U+0020),
 * a comma, two digits of kopecks — "123 456,78", "0,00", "1 000 000,00". A plain space, not a
 * no-break one: the amount sits in one box of the form and never wraps, and a plain space is what
 * text extraction (pdftotext), copying and the tax office's software read back.
 */
export function formatCertificateAmount(kopecks: Kopecks): string {
  assertKopecks(kopecks);
  if (kopecks < 0) throw new InvalidInputError(`a certified amount is never negative: ${kopecks}`);
  const rubles = Math.floor(kopecks / KOPECKS_PER_RUB).toString();
  const cents = (kopecks % KOPECKS_PER_RUB).toString().padStart(2, "0");
  return `${rubles.replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${cents}`;
}

/** "1" when the taxpayer is the person served, "0" when the services were someone else's. */
export type SamePersonFlag = "1" | "0";

export function samePersonFlag(taxpayerId: string, personServedId: string): SamePersonFlag {
  return taxpayerId === personServedId ? "1" : "0";
}

/** A date as the form writes it: "05.03.2024". */
export function formatCertificateDate(day: CalendarDay): string {
  const pad = (value: number, width: number): string => String(value).padStart(width, "0");
  return `${pad(day.day, 2)}.${pad(day.month, 2)}.${pad(day.year, 4)}`;
}
