/**
 * Whether a number has at most two decimals, read the way a person wrote it: 19.99 qualifies even
 * though the double is 19.989999…, while 1.005 does not. True when the number is the very double
 * its two-decimal rounding parses to, which holds at any magnitude where a fixed tolerance fails.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}
