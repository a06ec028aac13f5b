import type { SportType, TenantId } from "@reg/domain";

export interface RaceSeed {
  code: string;
  nameRu: string;
  nameEn: string;
  meters: number;
  unit: "km" | "m";
  capacity: number;
  taken: number;
  minAge: number;
  maxAge: number;
  /** Team races: how many stages (people) a team has. */
  relayStages?: number;
  /** One price per tier, in rubles, oldest tier first. */
  pricesRub: number[];
}

/** When an event runs, in Moscow calendar days from the seed's day (negative = past). */
export type EventWhen =
  | { day: number; hour: number; minute?: number; hours: number }
  /** Multi-day events run from 00:00 of `fromDay` to 23:59 of `toDay`. */
  | { fromDay: number; toDay: number };

export interface EventSeed {
  code: string;
  tenant: TenantId;
  series?: string;
  sport: SportType;
  nameRu: string;
  nameEn: string;
  cityRu: string;
  cityEn: string;
  locationRu: string;
  locationEn: string;
  /** Omitted for online events. */
  point?: [latitude: number, longitude: number];
  when: EventWhen;
  online?: boolean;
  rating?: number;
  ratingApproved?: boolean;
  results?: "none" | "pending" | "published";
  published?: boolean;
  liveStream?: boolean;
  /** Days from the seed's day until the last price tier starts (future events with several tiers). */
  riseIn?: number;
  races: RaceSeed[];
  /** Option sets (options-data.ts) sold with this event. */
  optionSets?: string[];
  /** Promo-code sets (options-data.ts) valid for this event. */
  promoSets?: string[];
}

export interface SeriesSeed {
  code: string;
  tenant: TenantId;
  nameRu: string;
  nameEn: string;
}
