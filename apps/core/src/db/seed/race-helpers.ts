import type { RaceSeed } from "./seed-types";

type RaceBasics = Pick<RaceSeed, "code" | "nameRu" | "nameEn" | "capacity" | "taken" | "pricesRub">;

/** A distance in kilometres for adults (18+). */
export function adultKm(km: number, basics: RaceBasics): RaceSeed {
  return { ...basics, meters: Math.round(km * 1000), unit: "km", minAge: 18, maxAge: 99 };
}

/** A distance in kilometres open from 14 (teens run the short ones). */
export function openKm(km: number, basics: RaceBasics): RaceSeed {
  return { ...basics, meters: Math.round(km * 1000), unit: "km", minAge: 14, maxAge: 99 };
}

/** A children's start (7–11), measured in metres. */
export function kidsMeters(meters: number, basics: RaceBasics): RaceSeed {
  return { ...basics, meters, unit: "m", minAge: 7, maxAge: 11 };
}

/** A swim or any short distance in metres for 16+. */
export function openMeters(meters: number, basics: RaceBasics): RaceSeed {
  return { ...basics, meters, unit: "m", minAge: 16, maxAge: 99 };
}

/** A team race of `stages` people, the whole distance in kilometres. */
export function relayKm(km: number, stages: number, basics: RaceBasics): RaceSeed {
  return {
    ...basics,
    meters: Math.round(km * 1000),
    unit: "km",
    minAge: 18,
    maxAge: 99,
    relayStages: stages,
  };
}
