import {
  currentPriceKopecks,
  daysUntilPriceIncrease,
  nextPriceIncrease,
  type CustomPriceBoundsDto,
  type Distance,
  type Locale,
  type RacePrice,
  type SimpleCardInfo,
  sportTypeSchema,
} from "@reg/domain";
import type { EventRow, RaceRecord, RaceRow } from "./race-queries";

export const byLanguage = (language: Locale, ru: string, en: string): string =>
  language === "en" ? en : ru;

export function eventName(event: EventRow, language: Locale): string {
  return byLanguage(language, event.nameRu, event.nameEn);
}

export function raceName(race: RaceRow, language: Locale): string {
  return byLanguage(language, race.nameRu, race.nameEn);
}

export function distanceOf(race: RaceRow): Distance {
  return {
    value: race.distanceUnit === "km" ? race.distanceMeters / 1000 : race.distanceMeters,
    unit: race.distanceUnit === "km" ? "km" : "m",
  };
}

/** The race's price now, its next rise and the Moscow days until it (domain price-tiers). */
export function racePrice(record: RaceRecord, now: Date): RacePrice {
  const current = currentPriceKopecks(record.tiers, now);
  const rise = nextPriceIncrease(record.tiers, now);
  return {
    currentKopecks: current,
    isFree: current === 0 && customPriceOf(record.race) === null,
    nextKopecks: rise?.priceKopecks ?? null,
    risesAt: rise ? new Date(rise.startsAt).toISOString() : null,
    daysUntilPriceIncrease: daysUntilPriceIncrease(record.tiers, now),
  };
}

export function customPriceOf(row: {
  customPriceMinKopecks: number | null;
  customPriceMaxKopecks: number | null;
}): CustomPriceBoundsDto | null {
  if (row.customPriceMinKopecks === null || row.customPriceMaxKopecks === null) return null;
  return { minKopecks: row.customPriceMinKopecks, maxKopecks: row.customPriceMaxKopecks };
}

/** Commission percent from basis points: 250 → 2.5. */
export function commissionPercent(basisPoints: number): number {
  return basisPoints / 100;
}

export function simpleCard(record: RaceRecord, language: Locale): SimpleCardInfo {
  const { event, race } = record;
  return {
    eventCode: event.code,
    eventName: eventName(event, language),
    raceCode: race.code,
    raceName: raceName(race, language),
    sportType: sportTypeSchema.parse(event.sportType),
    startsAt: race.startsAt.toISOString(),
    city: byLanguage(language, event.cityRu, event.cityEn),
    location: byLanguage(language, event.locationRu, event.locationEn),
    imageUrl: event.imageUrl,
  };
}
