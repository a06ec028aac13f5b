import {
  resultCategory,
  type ResultGender,
  type ResultSplit,
  type ResultStatus,
} from "@reg/domain";
import {
  CLUBS,
  FEMALE_FIRST_NAMES,
  HOME_CITIES,
  MALE_FIRST_NAMES,
  SURNAMES,
  feminineSurname,
  type Pair,
} from "./results-people";
import type { SplitPlan } from "./results-data";
import { pick, seededRandom, shuffled } from "../../random/seeded-random";

/** A runner of the pool: who they are and how fast (0 = the winner's level, 1 = the back of the field). */
export interface PoolPerson {
  name: Pair;
  gender: ResultGender;
  /** Age on the seed's day; the birth year follows from the race's year. */
  age: number;
  club: Pair | null;
  city: Pair;
  ability: number;
}

/** A pool of people for an event or a series: `maleShare` men, ages around 38, half with a club. */
export function peoplePool(
  key: string,
  size: number,
  maleShare: number,
  homeCity: Pair,
): PoolPerson[] {
  const random = seededRandom(`pool:${key}`);
  const people: PoolPerson[] = [];
  const seen = new Set<string>();
  while (people.length < size) {
    const gender: ResultGender = random() < maleShare ? "male" : "female";
    const first = pick(random, gender === "male" ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    const surnameMale = pick(random, SURNAMES);
    const surname = gender === "male" ? surnameMale : feminineSurname(surnameMale);
    const name: Pair = [`${surname[0]} ${first[0]}`, `${first[1]} ${surname[1]}`];
    if (seen.has(name[0])) continue;
    seen.add(name[0]);
    // Sum of three uniforms: a bell around 38, from 18 to 74.
    const age = Math.round(18 + ((random() + random() + random()) / 3) * 56);
    people.push({
      name,
      gender,
      age: Math.min(74, Math.max(18, age)),
      club: random() < 0.45 ? pick(random, CLUBS) : null,
      city: random() < 0.5 ? homeCity : pick(random, HOME_CITIES),
      ability: random() ** 0.9,
    });
  }
  return people;
}

/** The men's winning time over a run of `meters`, in seconds: 31:20 over 10 km, 2:26 over a marathon. */
function runWinnerSeconds(meters: number): number {
  const km = meters / 1000;
  return 188 * (km / 10) ** 0.07 * km;
}

/** A triathlon's legs for the men's winner, in seconds: swim, T1, bike, T2, run. */
const TRI_LEGS: Record<
  "olympic" | "sprint",
  Record<"swim" | "t1" | "bike" | "t2" | "run", number>
> = {
  olympic: { swim: 19.5 * 60, t1: 80, bike: 60 * 60, t2: 50, run: 34 * 60 },
  sprint: { swim: 10 * 60, t1: 70, bike: 30 * 60, t2: 45, run: 16.5 * 60 },
};

const MARKS: Record<"marathon" | "half", number[]> = {
  marathon: [5000, 10000, 15000, 20000, 21097, 25000, 30000, 35000, 40000],
  half: [5000, 10000, 15000, 20000],
};

export interface GeneratedResult {
  bib: string;
  place: number | null;
  person: PoolPerson;
  birthYear: number;
  category: string;
  finishMs: number | null;
  status: ResultStatus;
  splits: ResultSplit[];
}

/** Older and very young runners are slower: about 0.8 % a year past 35. */
function ageFactor(age: number): number {
  return 1 + Math.max(0, age - 35) * 0.008 + Math.max(0, 22 - age) * 0.01;
}

/**
 * A race's results from its starters: plausible times by distance, gender, age and ability, a
 * couple of per cent DNF, the odd DSQ, splits by the race's plan, places by time.
 */
export function generateResults(input: {
  key: string;
  starters: PoolPerson[];
  meters: number;
  splits: SplitPlan;
  raceYear: number;
  seedYear: number;
  firstBib: number;
}): GeneratedResult[] {
  const random = seededRandom(`race:${input.key}`);
  const dnfShare = input.splits === "marathon" ? 0.04 : 0.02;
  const lines = input.starters.map((person, index) => {
    const birthYear = input.seedYear - person.age;
    const category = resultCategory(person.gender, birthYear, input.raceYear);
    const spread = 1 + 1.5 * person.ability + (random() - 0.5) * 0.06;
    const speed = (person.gender === "female" ? 1.12 : 1) * ageFactor(person.age) * spread;
    const roll = random();
    const status: ResultStatus =
      roll < 0.004 ? "dsq" : roll < 0.004 + dnfShare ? "dnf" : "finished";
    let totalSeconds: number;
    let splits: ResultSplit[] = [];
    if (input.splits === "olympic" || input.splits === "sprint") {
      const legs = TRI_LEGS[input.splits];
      const leg = (base: number, extra: number) => base * speed * (1 + (random() - 0.5) * extra);
      const times = {
        swim: leg(legs.swim, 0.16),
        t1: leg(legs.t1, 0.5) * (1 + person.ability),
        bike: leg(legs.bike, 0.12),
        t2: leg(legs.t2, 0.5) * (1 + person.ability),
        run: leg(legs.run, 0.12),
      };
      totalSeconds = times.swim + times.t1 + times.bike + times.t2 + times.run;
      splits = (["swim", "t1", "bike", "t2", "run"] as const).map((kind) => ({
        kind,
        meters: null,
        ms: Math.round(times[kind] * 1000),
      }));
    } else {
      totalSeconds = runWinnerSeconds(input.meters) * speed;
      if (input.splits === "marathon" || input.splits === "half") {
        // The second half slower than the first, more so for the back of the field.
        const fade = (input.splits === "marathon" ? 0.02 : 0.01) + random() * 0.12 * person.ability;
        const marks = MARKS[input.splits];
        const paceAt = (m: number) => 1 + fade * ((m / input.meters) * 2 - 1);
        // Integrate the pace over the course in 100 m steps; scale so the finish time is kept.
        const steps = Math.ceil(input.meters / 100);
        let sum = 0;
        const atMark = new Map<number, number>();
        for (let s = 1; s <= steps; s++) {
          const m = Math.min(s * 100, input.meters);
          sum += paceAt(m) * (m - (s - 1) * 100);
          for (const mark of marks) if (!atMark.has(mark) && m >= mark) atMark.set(mark, sum);
        }
        splits = marks.map((mark) => ({
          kind: "distance" as const,
          meters: mark,
          ms: Math.round(((atMark.get(mark) ?? sum) / sum) * totalSeconds * 1000),
        }));
      }
    }
    // A DNF keeps the splits before the runner stopped; a DSQ keeps none.
    if (status === "dnf") splits = splits.slice(0, Math.floor(splits.length / 2));
    if (status === "dsq") splits = [];
    return {
      bib: String(input.firstBib + index),
      place: null as number | null,
      person,
      birthYear,
      category,
      finishMs: status === "finished" ? Math.round(totalSeconds * 1000) : null,
      status,
      splits,
    };
  });
  const finishers = lines
    .filter((l) => l.finishMs !== null)
    .sort((a, b) => (a.finishMs ?? 0) - (b.finishMs ?? 0));
  finishers.forEach((line, i) => {
    line.place = i + 1;
  });
  return lines;
}

/** The starters of each race of an event: one shuffle of the pool, cut into consecutive slices. */
export function startersByRace<T>(key: string, pool: readonly T[], counts: number[]): T[][] {
  const order = shuffled(seededRandom(`event:${key}`), pool);
  let from = 0;
  return counts.map((count) => {
    const slice = order.slice(from, from + count);
    from += count;
    return slice;
  });
}
