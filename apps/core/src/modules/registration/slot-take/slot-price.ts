import { currentPriceKopecks, toDate, type PriceTier } from "@reg/domain";
import { customPriceOf } from "../race/race-views";

/** What pricing a slot reads of a race record (a cached RaceRecord in the app). */
export interface PricedRace {
  tiers: readonly PriceTier[];
  race: { customPriceMinKopecks: number | null; customPriceMaxKopecks: number | null };
}

interface PriceSpan {
  fromMs: number;
  untilMs: number;
  kopecks: number;
}

/**
 * The price asked of every take in a rush, worked out once per cached race record and price
 * tier: a slot's price can only change where a tier starts, so the price found for one instant
 * holds until the next start (and back to the previous one). The price itself is the domain's.
 */
const spans = new WeakMap<PricedRace, PriceSpan>();

/** The slot's price when the registration is made: the tier in force, or, on a "pay what you want" race, that clamped into its bounds. */
export function slotPrice(record: PricedRace, now: Date): number {
  const at = now.getTime();
  const known = spans.get(record);
  if (known && at >= known.fromMs && at < known.untilMs) return known.kopecks;
  const span = priceSpan(record, now);
  spans.set(record, span);
  return span.kopecks;
}

function priceSpan(record: PricedRace, now: Date): PriceSpan {
  const at = now.getTime();
  const starts = record.tiers.map((tier) => toDate(tier.startsAt).getTime());
  const tier = currentPriceKopecks(record.tiers, now);
  const bounds = customPriceOf(record.race);
  return {
    fromMs: Math.max(Number.NEGATIVE_INFINITY, ...starts.filter((start) => start <= at)),
    untilMs: Math.min(Number.POSITIVE_INFINITY, ...starts.filter((start) => start > at)),
    kopecks: bounds ? Math.min(Math.max(tier, bounds.minKopecks), bounds.maxKopecks) : tier,
  };
}
