import type { Instant } from "../time/instant";
import { moscowDayRange, startOfMoscowWeek } from "../time/moscow-time";
import type { Training, TrainingSport } from "./wire";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the trainings page sums up: this Moscow week (from Monday) and the last 30 days. */
export interface TrainingTotals {
  week: { count: number; distanceMeters: number; movingSeconds: number };
  last30Days: { count: number; distanceMeters: number; movingSeconds: number };
}

function sum(trainings: readonly Training[]) {
  return {
    count: trainings.length,
    distanceMeters: trainings.reduce((total, t) => total + t.distanceMeters, 0),
    movingSeconds: trainings.reduce((total, t) => total + t.movingSeconds, 0),
  };
}

/** The week's and the month's totals at `now`; trainings in the future (a clock off) count for neither. */
export function trainingTotals(trainings: readonly Training[], now: Instant): TrainingTotals {
  const nowMs = new Date(now).getTime();
  const weekStart = moscowDayRange(startOfMoscowWeek(now)).start.getTime();
  const past = trainings.filter((t) => new Date(t.startedAt).getTime() <= nowMs);
  return {
    week: sum(past.filter((t) => new Date(t.startedAt).getTime() >= weekStart)),
    last30Days: sum(past.filter((t) => new Date(t.startedAt).getTime() > nowMs - 30 * DAY_MS)),
  };
}

/**
 * How fast, as each sport says it: runners and walkers by pace (seconds per kilometre), swimmers
 * per 100 metres, cyclists by speed (km/h). Null when there is no distance to measure by.
 */
export type TrainingPace =
  | { kind: "perKm"; seconds: number }
  | { kind: "per100m"; seconds: number }
  | { kind: "kmPerHour"; value: number };

export function trainingPace(
  training: Pick<Training, "sport" | "distanceMeters" | "movingSeconds">,
): TrainingPace | null {
  const { sport, distanceMeters, movingSeconds } = training;
  if (distanceMeters <= 0) return null;
  const paceOf: Record<TrainingSport, () => TrainingPace> = {
    run: () => ({ kind: "perKm", seconds: Math.round((movingSeconds * 1000) / distanceMeters) }),
    walk: () => ({ kind: "perKm", seconds: Math.round((movingSeconds * 1000) / distanceMeters) }),
    swim: () => ({ kind: "per100m", seconds: Math.round((movingSeconds * 100) / distanceMeters) }),
    ride: () => ({
      kind: "kmPerHour",
      value: Math.round((distanceMeters / 1000 / (movingSeconds / 3600)) * 10) / 10,
    }),
  };
  return paceOf[sport]();
}

/** A duration as h:mm:ss, or m:ss under an hour ("1:02:05", "4:59"). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
