import { hasAtMostTwoDecimals } from "./decimals";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { Locale } from "../culture/locales";

/** Money is always an integer number of kopecks: no float ever holds a price. */
export type Kopecks = number;
export const KOPECKS_PER_RUB = 100;

/** Throws unless `value` is a whole number of kopecks a double holds exactly. */
export function assertKopecks(value: number, what = "amount"): void {
  if (!Number.isSafeInteger(value))
    throw new InvalidInputError(`${what} must be a whole number of kopecks, got ${value}`);
}

/** Rubles to kopecks: `rub(1500)` is 150000, `rub(19.99)` is 1999; a third decimal throws. */
export function rub(rubles: number): Kopecks {
  if (!hasAtMostTwoDecimals(rubles))
    throw new InvalidInputError(`rubles need at most two decimals, got ${rubles}`);
  const kopecks = Math.round(rubles * KOPECKS_PER_RUB);
  assertKopecks(kopecks);
  return kopecks;
}

export function addKopecks(...amounts: readonly Kopecks[]): Kopecks {
  let sum = 0;
  for (const amount of amounts) {
    assertKopecks(amount);
    sum += amount;
  }
  assertKopecks(sum, "sum");
  return sum;
}

export function subtractKopecks(from: Kopecks, amount: Kopecks): Kopecks {
  assertKopecks(from);
  assertKopecks(amount);
  const difference = from - amount;
  assertKopecks(difference, "difference");
  return difference;
}

/** A price times a whole count (never a fraction of a slot). */
export function multiplyKopecks(amount: Kopecks, count: number): Kopecks {
  assertKopecks(amount);
  if (!Number.isSafeInteger(count))
    throw new InvalidInputError(`count must be a whole number, got ${count}`);
  const product = amount * count;
  assertKopecks(product, "product");
  return product;
}

const NBSP = "\u00A0";

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A price for people. ru: "1 500 ₽", "1 500,50 ₽"; en: "₽1,500", "₽1,500.50". Kopecks show only
 * when non-zero. The spaces are no-break spaces (U+00A0), so a price never wraps between its
 * digits or before ₽. en puts the sign first like `Intl` "narrowSymbol" does: "RUB" is noise to
 * a reader of the English page. Written by hand, not with `Intl`, so the server, Node and every
 * browser print the same characters.
 */
export function formatRub(kopecks: Kopecks, locale: Locale): string {
  assertKopecks(kopecks);
  const sign = kopecks < 0 ? "-" : "";
  const absolute = Math.abs(kopecks);
  const rubles = Math.floor(absolute / KOPECKS_PER_RUB).toString();
  const cents = absolute % KOPECKS_PER_RUB;
  const fraction = cents === 0 ? "" : cents.toString().padStart(2, "0");
  if (locale === "ru") {
    return `${sign}${groupThousands(rubles, NBSP)}${fraction ? `,${fraction}` : ""}${NBSP}₽`;
  }
  return `${sign}₽${groupThousands(rubles, ",")}${fraction ? `.${fraction}` : ""}`;
}
