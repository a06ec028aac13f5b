/** How a race's splits are taken: marks along a run, a triathlon's legs, or none. */
export type SplitPlan = "marathon" | "half" | "olympic" | "sprint" | "none";

export interface RaceResultSeed {
  event: string;
  race: string;
  /** How many started (finishers, DNF and DSQ together). */
  starters: number;
  splits: SplitPlan;
}

/**
 * The past races of the demo with published results (issue 8 item 4). A series' stages draw their
 * runners from one pool, so the same people meet again and the series has standings.
 */
export const RACE_RESULT_SEEDS: RaceResultSeed[] = [
  { event: "spb-cup-krestovsky", race: "r10", starters: 320, splits: "none" },
  { event: "spb-cup-krestovsky", race: "r5", starters: 180, splits: "none" },
  { event: "spb-cup-peterhof-half", race: "h21", starters: 380, splits: "half" },
  { event: "spb-cup-peterhof-half", race: "r10", starters: 200, splits: "none" },
  { event: "msk-series-luzhniki-spring", race: "r10", starters: 360, splits: "none" },
  { event: "msk-series-luzhniki-spring", race: "r5", starters: 200, splits: "none" },
  { event: "msk-series-sparrow-hills", race: "r10", starters: 300, splits: "none" },
  { event: "volga-tri-yaroslavl", race: "olympic", starters: 220, splits: "olympic" },
  { event: "volga-tri-yaroslavl", race: "sprint", starters: 140, splits: "sprint" },
  { event: "volga-tri-nizhny", race: "olympic", starters: 200, splits: "olympic" },
  { event: "kazan-marathon", race: "m42", starters: 420, splits: "marathon" },
  { event: "kazan-marathon", race: "h21", starters: 260, splits: "half" },
  { event: "kazan-triathlon", race: "olympic", starters: 180, splits: "olympic" },
  { event: "pionercup-prologue", race: "r5", starters: 150, splits: "none" },
];
