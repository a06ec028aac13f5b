import { z } from "zod";
import { toMillis, type Instant } from "../time/instant";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { Kopecks } from "../payment/money";
import { moscowWallClock } from "../time/moscow-time";
import { daysBetween } from "../time/calendar-day";
import { kopecksSchema } from "../payment/order-pricing";

/**
 * A race's price from `startsAt` on (SPEC §3 "days until a price increase"). A race's tiers are
 * sorted by start; the tier in force is the latest that has started.
 */
export interface PriceTier {
  readonly startsAt: Instant;
  readonly priceKopecks: Kopecks;
}

/** More tiers than this is a data error, not a pricing plan. */
export const MAX_PRICE_TIERS = 50;

export const PRICE_TIER_PROBLEMS = [
  "invalidInstant",
  "invalidPrice",
  "unsorted",
  "duplicateStart",
] as const;
export type PriceTierProblem = (typeof PRICE_TIER_PROBLEMS)[number];

function startMillis(tier: PriceTier): number | null {
  try {
    return toMillis(tier.startsAt);
  } catch {
    return null;
  }
}

/**
 * The first thing wrong with a tier list, or null: every start a zoned instant, every price a
 * whole non-negative number of kopecks, starts strictly increasing (two tiers starting at the
 * same instant would leave the price undefined). An empty list is valid: the race is free.
 */
export function priceTierProblem(tiers: readonly PriceTier[]): PriceTierProblem | null {
  let previous = Number.NEGATIVE_INFINITY;
  for (const tier of tiers) {
    const start = startMillis(tier);
    if (start === null) return "invalidInstant";
    if (!kopecksSchema.safeParse(tier.priceKopecks).success) return "invalidPrice";
    if (start === previous) return "duplicateStart";
    if (start < previous) return "unsorted";
    previous = start;
  }
  return null;
}

/** Throws InvalidInputError naming the problem of a bad tier list. */
export function assertPriceTiers(tiers: readonly PriceTier[]): void {
  if (tiers.length > MAX_PRICE_TIERS)
    throw new InvalidInputError(
      `a race has at most ${MAX_PRICE_TIERS} price tiers, got ${tiers.length}`,
    );
  const problem = priceTierProblem(tiers);
  if (problem) throw new InvalidInputError(`price tiers are invalid: ${problem}`);
}

export const priceTierSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: "field.invalid" }),
  priceKopecks: kopecksSchema,
});

/** A tier list on the wire; an unsorted or duplicated list fails with `field.invalid`. */
export const priceTierListSchema = z
  .array(priceTierSchema)
  .max(MAX_PRICE_TIERS, { error: "field.invalid" })
  .refine((tiers) => priceTierProblem(tiers) === null, { error: "field.invalid" });

function isStarted(tier: PriceTier, nowMillis: number): boolean {
  return toMillis(tier.startsAt) <= nowMillis;
}

/**
 * The tier in force at `now`: the latest that has started. Before the first tier starts, the
 * first tier's price applies (registration may open before it), as core's event list prices it.
 * Null only when the race has no tiers.
 */
export function currentPriceTier(tiers: readonly PriceTier[], now: Instant): PriceTier | null {
  assertPriceTiers(tiers);
  const nowMillis = toMillis(now);
  const started = tiers.filter((tier) => isStarted(tier, nowMillis));
  return started.at(-1) ?? tiers[0] ?? null;
}

/** The price at `now`; a race without tiers costs nothing. */
export function currentPriceKopecks(tiers: readonly PriceTier[], now: Instant): Kopecks {
  return currentPriceTier(tiers, now)?.priceKopecks ?? 0;
}

/** The next tier to start after `now`, whatever its price; null when none is left. */
export function nextPriceTier(tiers: readonly PriceTier[], now: Instant): PriceTier | null {
  assertPriceTiers(tiers);
  const nowMillis = toMillis(now);
  return tiers.find((tier) => !isStarted(tier, nowMillis)) ?? null;
}

/**
 * The first later tier dearer than today's price: the one a "the price rises in N days" notice
 * is about. A cheaper or equal tier in between is no rise and is passed over.
 */
export function nextPriceIncrease(tiers: readonly PriceTier[], now: Instant): PriceTier | null {
  const current = currentPriceKopecks(tiers, now);
  const nowMillis = toMillis(now);
  return tiers.find((tier) => !isStarted(tier, nowMillis) && tier.priceKopecks > current) ?? null;
}

/**
 * Moscow calendar days from today to the day the price rises: 0 when it rises later today, 1
 * when it rises tomorrow at any hour. Null when the price does not rise again.
 */
export function daysUntilPriceIncrease(tiers: readonly PriceTier[], now: Instant): number | null {
  const rise = nextPriceIncrease(tiers, now);
  if (!rise) return null;
  return daysBetween(moscowWallClock(toMillis(now)), moscowWallClock(toMillis(rise.startsAt)));
}
