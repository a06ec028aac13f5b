import type { GiftRace, Locale } from "@reg/domain";

/** The gift's event and race in the page's language. */
export function giftRaceLabel(race: GiftRace, locale: Locale): { event: string; race: string } {
  return { event: race.eventName[locale], race: race.raceName[locale] };
}
