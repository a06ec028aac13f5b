import { describe, expect, it } from "vitest";
import { moscowDayRange, moscowWallClock, startOfMoscowWeek, TRAININGS_SHOWN } from "@reg/domain";
import { sandboxTrainings, type TrackedTraining, type TrackerAthlete } from "./sandbox-tracker";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 12:00 in Moscow on a Monday. */
const NOW = new Date("2026-06-15T09:00:00.000Z");
const EIGHT_WEEKS = { after: new Date(NOW.getTime() - 56 * DAY_MS), upTo: NOW };
const athlete = (n: number, over: Partial<TrackerAthlete> = {}): TrackerAthlete => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  provider: "strava",
  language: "ru",
  ...over,
});
const kilometres = (t: TrackedTraining) => t.distanceMeters / 1000;

describe("the sandbox tracker", () => {
  it("answers the same history whenever asked, and a window split in two is the whole", () => {
    const whole = sandboxTrainings(athlete(1), EIGHT_WEEKS);
    expect(sandboxTrainings(athlete(1), EIGHT_WEEKS)).toEqual(whole);
    const middle = new Date(NOW.getTime() - 20 * DAY_MS);
    const older = sandboxTrainings(athlete(1), { after: EIGHT_WEEKS.after, upTo: middle });
    const newer = sandboxTrainings(athlete(1), { after: middle, upTo: NOW });
    expect([...newer, ...older]).toEqual(whole);
    // Another person's, or the same person's on another tracker, is another history.
    const ids = (list: TrackedTraining[]) => list.map((t) => t.externalId);
    expect(ids(sandboxTrainings(athlete(2), EIGHT_WEEKS))).not.toEqual(ids(whole));
    expect(ids(sandboxTrainings(athlete(1, { provider: "garmin" }), EIGHT_WEEKS))).not.toEqual(
      ids(whole),
    );
  });

  it("has three to five trainings every Moscow week, newest first, none after now", () => {
    for (let n = 0; n < 50; n++) {
      const list = sandboxTrainings(athlete(n), EIGHT_WEEKS);
      const times = list.map((t) => t.startedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(times.every((at) => at > EIGHT_WEEKS.after.getTime() && at <= NOW.getTime())).toBe(
        true,
      );
      expect(new Set(list.map((t) => t.externalId)).size).toBe(list.length);
      const perWeek = new Map<string, number>();
      for (const t of list) {
        const week = startOfMoscowWeek(t.startedAt);
        perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
      }
      // The weeks the window holds whole: the seven between the two Mondays.
      const whole = [...perWeek].filter(
        ([week]) =>
          moscowDayRange(week).start > EIGHT_WEEKS.after &&
          moscowDayRange(week).start.getTime() + 7 * DAY_MS <= NOW.getTime(),
      );
      expect(whole).toHaveLength(7);
      for (const [, count] of whole) expect([3, 4, 5]).toContain(count);
    }
  });

  it("mixes about 60 % runs, 20 % rides, 10 % swims and 10 % walks, each believable", () => {
    const all = Array.from({ length: 200 }, (_, n) =>
      sandboxTrainings(athlete(n), EIGHT_WEEKS),
    ).flat();
    const share = (sport: string) => all.filter((t) => t.sport === sport).length / all.length;
    expect(share("run")).toBeGreaterThan(0.55);
    expect(share("run")).toBeLessThan(0.65);
    expect(share("ride")).toBeGreaterThan(0.16);
    expect(share("ride")).toBeLessThan(0.24);
    for (const sport of ["swim", "walk"]) {
      expect(share(sport)).toBeGreaterThan(0.07);
      expect(share(sport)).toBeLessThan(0.13);
    }
    for (const t of all) {
      const km = kilometres(t);
      const hours = t.movingSeconds / 3600;
      if (t.sport === "run") {
        expect(km).toBeGreaterThanOrEqual(5);
        expect(km).toBeLessThanOrEqual(21);
        expect(t.movingSeconds / km).toBeGreaterThanOrEqual(269);
        expect(t.movingSeconds / km).toBeLessThanOrEqual(391);
      } else if (t.sport === "ride") {
        expect(km).toBeGreaterThanOrEqual(20);
        expect(km).toBeLessThanOrEqual(80);
        expect(km / hours).toBeGreaterThanOrEqual(21.9);
        expect(km / hours).toBeLessThanOrEqual(32.1);
      } else if (t.sport === "swim") {
        expect(km).toBeGreaterThanOrEqual(1);
        expect(km).toBeLessThanOrEqual(3);
        expect(t.movingSeconds / (t.distanceMeters / 100)).toBeGreaterThanOrEqual(104.9);
        expect(t.movingSeconds / (t.distanceMeters / 100)).toBeLessThanOrEqual(150.1);
      } else {
        expect(km).toBeGreaterThanOrEqual(3);
        expect(km).toBeLessThanOrEqual(8);
      }
      expect(t.elevationGainMeters === null).toBe(t.sport === "swim");
      expect(t.elevationGainMeters ?? 0).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(t.distanceMeters) && Number.isInteger(t.movingSeconds)).toBe(true);
      expect(t.externalId).toMatch(/^\d{11}$/);
    }
  });

  it("names a training as a tracker's app does, in the person's language, by the Moscow hour", () => {
    const part = (t: TrackedTraining) => {
      const hour = moscowWallClock(t.startedAt.getTime()).hour;
      return hour < 12 ? 0 : hour < 17 ? 1 : 2;
    };
    const expected = {
      ru: {
        run: ["Утренняя пробежка", "Дневная пробежка", "Вечерняя пробежка"],
        ride: ["Утренний заезд", "Дневной заезд", "Вечерний заезд"],
        swim: ["Плавание", "Плавание", "Плавание"],
        walk: ["Прогулка", "Прогулка", "Прогулка"],
      },
      en: {
        run: ["Morning Run", "Afternoon Run", "Evening Run"],
        ride: ["Morning Ride", "Afternoon Ride", "Evening Ride"],
        swim: ["Swim", "Swim", "Swim"],
        walk: ["Walk", "Walk", "Walk"],
      },
    } as const;
    for (const language of ["ru", "en"] as const) {
      const list = Array.from({ length: 20 }, (_, n) =>
        sandboxTrainings(athlete(n, { language }), EIGHT_WEEKS),
      ).flat();
      for (const t of list) expect(t.name).toBe(expected[language][t.sport][part(t)]);
    }
    // The language names them and nothing else: the same trainings either way.
    const strip = (list: TrackedTraining[]) => list.map(({ name: _name, ...rest }) => rest);
    expect(strip(sandboxTrainings(athlete(3, { language: "en" }), EIGHT_WEEKS))).toEqual(
      strip(sandboxTrainings(athlete(3), EIGHT_WEEKS)),
    );
  });

  it("hands over at most the newest TRAININGS_SHOWN", () => {
    const year = { after: new Date(NOW.getTime() - 365 * DAY_MS), upTo: NOW };
    const list = sandboxTrainings(athlete(7), year);
    expect(list).toHaveLength(TRAININGS_SHOWN);
    expect(list[0]).toEqual(sandboxTrainings(athlete(7), EIGHT_WEEKS)[0]);
  });
});
