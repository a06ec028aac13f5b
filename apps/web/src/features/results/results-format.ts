import type { ResultSplit } from "@reg/domain";

/** A finish or split time as results tables print it: "2:31:07", "48:05" under an hour. */
export function raceTimeLabel(ms: number): string {
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** A category id as shown: "M30-39" → "M 30–39", "FU18" → "F U18". */
export function categoryLabel(category: string): string {
  return `${category.slice(0, 1)} ${category.slice(1).replace("-", "–")}`;
}

/** The key a split is listed under (its kind, or its mark for distance splits). */
export function splitKey(split: ResultSplit): string {
  return split.kind === "distance" ? `d${split.meters ?? 0}` : split.kind;
}
