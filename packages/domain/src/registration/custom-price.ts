import { z } from "zod";
import { InvalidInputError } from "../errors/invalid-input-error";
import { type Kopecks, KOPECKS_PER_RUB } from "../payment/money";
import type { ValidationMessageId } from "../messages/validation-messages";
import { defined } from "../errors/defined";

/**
 * The bounds a race sets for a price the person chooses (POST /Register/SetCustomPrice: a
 * charity slot, "pay what you want"), both inclusive.
 */
export interface CustomPriceBounds {
  readonly minKopecks: Kopecks;
  readonly maxKopecks: Kopecks;
}

export type CustomPriceMessageId = Extract<
  ValidationMessageId,
  "price.invalid" | "price.outOfBounds"
>;

function assertBounds(bounds: CustomPriceBounds): void {
  const { minKopecks, maxKopecks } = bounds;
  if (
    !Number.isSafeInteger(minKopecks) ||
    !Number.isSafeInteger(maxKopecks) ||
    minKopecks < 0 ||
    minKopecks > maxKopecks
  )
    throw new InvalidInputError(
      `custom price bounds must be whole kopecks, 0 ≤ min ≤ max; got ${minKopecks}–${maxKopecks}`,
    );
}

/**
 * SPEC §5 "price must be valid and within the given bounds": `price.invalid` for anything that is
 * no whole, non-negative number of kopecks, `price.outOfBounds` outside [min, max]. Null when fine.
 */
export function checkCustomPrice(
  value: unknown,
  bounds: CustomPriceBounds,
): CustomPriceMessageId | null {
  assertBounds(bounds);
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
    return "price.invalid";
  return value < bounds.minKopecks || value > bounds.maxKopecks ? "price.outOfBounds" : null;
}

/** The zod schema of a custom price in kopecks, with the same verdicts as checkCustomPrice. */
export function customPriceSchema(bounds: CustomPriceBounds): z.ZodNumber {
  assertBounds(bounds);
  return z
    .number({ error: "price.invalid" })
    .int({ error: "price.invalid", abort: true })
    .nonnegative({ error: "price.invalid", abort: true })
    .max(Number.MAX_SAFE_INTEGER, { error: "price.invalid", abort: true })
    .min(bounds.minKopecks, { error: "price.outOfBounds", abort: true })
    .max(bounds.maxKopecks, { error: "price.outOfBounds" });
}

/**
 * Whole rubles, thousands optionally grouped by spaces (a no-break space too), and up to two
 * decimals after a comma or a dot: "1500", "1 500,5", "1500.50".
 */
const RUBLES_TEXT = /^(\d{1,3}(?:[ \u00A0]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Kopecks from what a person typed in rubles, without a float ever holding the amount; null when
 * it is no amount ("", "12,345", "-5", "1e3"). Amounts a double cannot hold exactly are null too.
 */
export function parseRublesText(text: string): Kopecks | null {
  const match = RUBLES_TEXT.exec(text.trim());
  if (!match) return null;
  const rubles = defined(match[1]).replace(/[ \u00A0]/g, "");
  const fraction = (match[2] ?? "").padEnd(2, "0");
  const kopecks = Number(rubles) * KOPECKS_PER_RUB + Number(fraction);
  return Number.isSafeInteger(kopecks) ? kopecks : null;
}

/** The check of a typed price: unparsable text is `price.invalid`, then the bounds apply. */
export function checkCustomPriceText(
  text: string,
  bounds: CustomPriceBounds,
): CustomPriceMessageId | null {
  assertBounds(bounds);
  const kopecks = parseRublesText(text);
  return kopecks === null ? "price.invalid" : checkCustomPrice(kopecks, bounds);
}
