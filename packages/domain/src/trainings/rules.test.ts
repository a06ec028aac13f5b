import { describe, expect, it } from "vitest";
import { formatDuration, trainingPace, trainingTotals } from "./rules";
import type { Training } from "./wire";

const training = (startedAt: string, distanceMeters: number, movingSeconds = 3600): Training => ({
  id: "00000000-0000-4000-8000-000000000001",
  sport: "run",
  name: "Run",
  startedAt,
  distanceMeters,
  movingSeconds,
  elevationGainMeters: null,
});

describe("training totals", () => {
  // Wednesday 5 March 2025, 12:00 Moscow.
  const now = "2025-03-05T09:00:00Z";
  it("counts the Moscow week from Monday's midnight and the last 30 days", () => {
    const totals = trainingTotals(
      [
        training("2025-03-05T05:00:00Z", 10_000), // this Wednesday
        training("2025-03-02T21:30:00Z", 5_000), // Monday 00:30 Moscow: this week
        training("2025-03-02T20:30:00Z", 7_000), // Sunday 23:30 Moscow: last week
        training("2025-02-04T10:00:00Z", 21_100), // 29 days ago
        training("2025-02-02T10:00:00Z", 42_195), // 31 days ago: neither
        training("2025-03-06T10:00:00Z", 3_000), // tomorrow: a clock off, neither
      ],
      now,
    );
    expect(totals.week).toEqual({ count: 2, distanceMeters: 15_000, movingSeconds: 7_200 });
    expect(totals.last30Days).toEqual({ count: 4, distanceMeters: 43_100, movingSeconds: 14_400 });
  });

  it("is zero without trainings", () => {
    expect(trainingTotals([], now).week).toEqual({ count: 0, distanceMeters: 0, movingSeconds: 0 });
  });
});

describe("training pace", () => {
  it("runs and walks by pace a kilometre, swims per 100 m, rides by speed", () => {
    expect(trainingPace({ sport: "run", distanceMeters: 10_000, movingSeconds: 3_000 })).toEqual({
      kind: "perKm",
      seconds: 300,
    });
    expect(trainingPace({ sport: "walk", distanceMeters: 5_000, movingSeconds: 3_000 })).toEqual({
      kind: "perKm",
      seconds: 600,
    });
    expect(trainingPace({ sport: "swim", distanceMeters: 1_500, movingSeconds: 1_800 })).toEqual({
      kind: "per100m",
      seconds: 120,
    });
    expect(trainingPace({ sport: "ride", distanceMeters: 45_000, movingSeconds: 5_400 })).toEqual({
      kind: "kmPerHour",
      value: 30,
    });
  });

  it("has none without a distance", () => {
    expect(trainingPace({ sport: "run", distanceMeters: 0, movingSeconds: 600 })).toBeNull();
  });

  it("writes durations as h:mm:ss, or m:ss under an hour", () => {
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(299)).toBe("4:59");
    expect(formatDuration(0)).toBe("0:00");
  });
});
