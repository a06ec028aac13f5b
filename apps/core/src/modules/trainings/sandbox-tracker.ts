import { createHash } from "node:crypto";
import {
  addMoscowDays,
  moscowDate,
  moscowDayRange,
  startOfMoscowWeek,
  TRAININGS_SHOWN,
  type Locale,
  type TrackerProvider,
  type TrainingSport,
} from "@reg/domain";
import { between, seededRandom, weighted } from "../../random/seeded-random";
import { trainingName } from "./training-names";

/** A training as a tracker hands it over, before it is stored. */
export interface TrackedTraining {
  /** The tracker's own id of the training: the same every time the tracker is asked. */
  externalId: string;
  sport: TrainingSport;
  name: string;
  startedAt: Date;
  distanceMeters: number;
  movingSeconds: number;
  elevationGainMeters: number | null;
}

/** Whose tracker is asked, and the language its app names trainings in. */
export interface TrackerAthlete {
  userId: string;
  provider: TrackerProvider;
  language: Locale;
}

/** How far back a tracker's history reaches when it is connected: 8 weeks. */
export const TRACKER_HISTORY_DAYS = 56;

/** Of every ten trainings about six runs, two rides, a swim and a walk. */
const SPORTS: readonly (readonly [TrainingSport, number])[] = [
  ["run", 60],
  ["ride", 20],
  ["swim", 10],
  ["walk", 10],
];

/** The Moscow hour a training starts at: mostly before work and after it. */
const START_HOURS: readonly (readonly [number, number])[] = [
  [6, 3],
  [7, 5],
  [8, 4],
  [9, 2],
  [10, 2],
  [11, 1],
  [12, 1],
  [13, 1],
  [14, 1],
  [15, 1],
  [16, 1],
  [17, 2],
  [18, 4],
  [19, 5],
  [20, 3],
  [21, 1],
];

type Measures = Pick<TrackedTraining, "distanceMeters" | "movingSeconds" | "elevationGainMeters">;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * Each sport within what an amateur does: runs of 5–21 km at 4:30–6:30 a kilometre, rides of
 * 20–80 km at 22–32 km/h, swims of 1–3 km at 1:45–2:30 per 100 m, walks of 3–8 km; a pool has no
 * climb, so a swim has no elevation.
 */
const MEASURES: Record<TrainingSport, (random: () => number) => Measures> = {
  run: (random) => {
    const meters = roundTo(between(random, 5_000, 21_000), 10);
    return {
      distanceMeters: meters,
      movingSeconds: Math.round((meters / 1000) * between(random, 270, 390)),
      elevationGainMeters: Math.round((meters / 1000) * between(random, 2, 15)),
    };
  },
  ride: (random) => {
    const meters = roundTo(between(random, 20_000, 80_000), 10);
    return {
      distanceMeters: meters,
      movingSeconds: Math.round((meters / 1000 / between(random, 22, 32)) * 3600),
      elevationGainMeters: Math.round((meters / 1000) * between(random, 3, 12)),
    };
  },
  swim: (random) => {
    const meters = roundTo(between(random, 1_000, 3_000), 50);
    return {
      distanceMeters: meters,
      movingSeconds: Math.round((meters / 100) * between(random, 105, 150)),
      elevationGainMeters: null,
    };
  },
  walk: (random) => {
    const meters = roundTo(between(random, 3_000, 8_000), 10);
    return {
      distanceMeters: meters,
      movingSeconds: Math.round((meters / 1000) * between(random, 540, 720)),
      elevationGainMeters: Math.round((meters / 1000) * between(random, 1, 8)),
    };
  },
};

/** A tracker-like numeric id (11 digits), from whose training it is and its Moscow day. */
function externalIdOf(athlete: TrackerAthlete, day: string): string {
  const hash = createHash("sha256").update(`${athlete.userId}|${athlete.provider}|${day}`).digest();
  return String(10_000_000_000n + (hash.readBigUInt64BE(0) % 90_000_000_000n));
}

/**
 * The trainings of the Moscow week starting `monday`: three to five on different days. Drawn from
 * the person, the tracker and the week only, so the week is the same whenever it is asked and a
 * later sync finds what an earlier one did, plus what happened since.
 */
function weekOf(athlete: TrackerAthlete, monday: Date): TrackedTraining[] {
  const random = seededRandom(`${athlete.userId}|${athlete.provider}|${moscowDate(monday)}`);
  const count = 3 + Math.floor(random() * 3);
  const days = [0, 1, 2, 3, 4, 5, 6]
    .map((day) => ({ day, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map((d) => d.day)
    .sort((a, b) => a - b);
  return days.map((offset) => {
    const midnight = addMoscowDays(monday, offset);
    const hour = weighted(random, START_HOURS);
    const secondOfHour = Math.floor(random() * 3600);
    const sport = weighted(random, SPORTS);
    return {
      externalId: externalIdOf(athlete, moscowDate(midnight)),
      sport,
      name: trainingName(sport, hour, athlete.language),
      startedAt: new Date(midnight.getTime() + (hour * 3600 + secondOfHour) * 1000),
      ...MEASURES[sport](random),
    };
  });
}

/**
 * The sandbox tracker (decision 0050; no real tracker is reachable from these machines): the
 * trainings `athlete` started after `window.after` up to `window.upTo`, newest first, at most
 * TRAININGS_SHOWN of them.
 */
export function sandboxTrainings(
  athlete: TrackerAthlete,
  window: { after: Date; upTo: Date },
): TrackedTraining[] {
  const found: TrackedTraining[] = [];
  for (
    let monday = moscowDayRange(startOfMoscowWeek(window.after)).start;
    monday.getTime() <= window.upTo.getTime();
    monday = addMoscowDays(monday, 7)
  ) {
    for (const training of weekOf(athlete, monday)) {
      const at = training.startedAt.getTime();
      if (at > window.after.getTime() && at <= window.upTo.getTime()) found.push(training);
    }
  }
  return found
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
    .slice(0, TRAININGS_SHOWN);
}
