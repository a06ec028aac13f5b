import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventResultsSchema,
  listFilterResultSchema,
  raceResultsSchema,
  RESULTS_PAGE_SIZE,
  resultCategory,
  seriesPageSchema,
  type RaceResults,
} from "@reg/domain";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { http } from "./support/http";

/** The series page, the list's series filter and the results reads, over HTTP on the demo seed. */
describe.each(DRIVERS)("series and results on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver);
  }, 120_000);
  afterAll(() => core.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    http(core.url, path, { headers });
  const race = async (query: string): Promise<RaceResults> => {
    const answer = await get(`/api/results/race?${query}`);
    expect(answer.status, answer.text).toBe(200);
    return raceResultsSchema.parse(answer.json);
  };

  it("reads a series page: description, stages in order with their results state, standings", async () => {
    const answer = await get("/api/series/page?code=spb-running-cup&language=ru");
    expect(answer.status, answer.text).toBe(200);
    const page = seriesPageSchema.parse(answer.json);
    expect(page.name).toBe("Кубок Петербурга по бегу");
    expect(page.sportType).toBe("run");
    expect(page.description).toContain("Крестовский");
    expect(page.stages.map((s) => [s.stage, s.code, s.resultsState])).toEqual([
      [1, "spb-cup-krestovsky", "published"],
      [2, "spb-cup-peterhof-half", "published"],
      [3, "spb-cup-pulkovo", "pending"],
      [4, "spb-cup-yelagin-final", "none"],
    ]);
    expect(page.startsAt).toBe(page.stages[0]?.startsAt);
    expect(page.standings.map((g) => g.gender)).toEqual(["male", "female"]);
    for (const group of page.standings) {
      expect(group.lines.length).toBe(10);
      const points = group.lines.map((l) => l.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      // Two stages with results: at most 100 points each.
      expect(points[0]).toBeLessThanOrEqual(200);
      expect(group.lines[0]?.place).toBe(1);
    }
    const en = seriesPageSchema.parse(
      (await get("/api/series/page?code=spb-running-cup&language=en")).json,
    );
    expect(en.name).toBe("St Petersburg Running Cup");
    expect(en.stages[1]?.city).toBe("Peterhof");
  });

  it("answers 404 for an unknown series and another tenant's series on a custom site", async () => {
    const unknown = await get("/api/series/page?code=no-such-series&language=ru");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: "NOT_FOUND" });
    const foreign = await get("/api/series/page?code=pionercup-2026&language=ru", {
      "x-forwarded-host": "fontanka.localhost",
    });
    expect(foreign.status).toBe(404);
    const own = await get("/api/series/page?code=pionercup-2026&language=ru", {
      "x-forwarded-host": "pionercup.localhost",
    });
    expect(own.status).toBe(200);
  });

  it("lists only a series' events with seriesCode, tab rules still applied", async () => {
    const list = async (query: string) =>
      listFilterResultSchema.parse((await get(`/api/events/listFilter?${query}`)).json);
    const all = await list("language=ru&eventsLoaderType=all&seriesCode=volga-triathlon&limit=100");
    expect(all.events.map((e) => e.code).sort()).toEqual([
      "volga-tri-nizhny",
      "volga-tri-samara",
      "volga-tri-volgograd",
      "volga-tri-yaroslavl",
    ]);
    expect(all.events.every((e) => e.seriesCode === "volga-triathlon")).toBe(true);
    const future = await list("language=ru&eventsLoaderType=future&seriesCode=volga-triathlon");
    expect(future.events.map((e) => e.code).sort()).toEqual([
      "volga-tri-samara",
      "volga-tri-volgograd",
    ]);
    expect(
      (await list("language=ru&eventsLoaderType=virtual&seriesCode=volga-triathlon")).total,
    ).toBe(0);
    expect((await list("language=ru&seriesCode=no-such-series")).total).toBe(0);
  });

  it("lists an event's races with their counts and splits", async () => {
    const answer = await get("/api/results/event?eventCode=kazan-marathon&language=en");
    expect(answer.status, answer.text).toBe(200);
    const results = eventResultsSchema.parse(answer.json);
    expect(results.event).toMatchObject({ name: "Kazan Marathon", resultsState: "published" });
    expect(results.races.map((r) => [r.code, r.starters, r.hasSplits])).toEqual([
      ["m42", 420, true],
      ["h21", 260, true],
    ]);
    const m42 = results.races[0];
    expect(m42?.finishers).toBeGreaterThan(380);
    expect(m42?.finishers).toBeLessThan(420);
  });

  it("pages a race's results by place, with marathon splits before the finish", async () => {
    const first = await race("eventCode=kazan-marathon&raceCode=m42&language=ru");
    expect(first.total).toBe(420);
    expect(first.rows).toHaveLength(RESULTS_PAGE_SIZE);
    expect(first.rows.map((r) => r.place)).toEqual(
      Array.from({ length: RESULTS_PAGE_SIZE }, (_, i) => i + 1),
    );
    const times = first.rows.map((r) => r.finishMs ?? 0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // A believable winner: between 2:05 and 2:45.
    expect(times[0]).toBeGreaterThan(125 * 60_000);
    expect(times[0]).toBeLessThan(165 * 60_000);
    const winner = first.rows[0];
    expect(winner?.splits.map((s) => s.meters)).toEqual([
      5000, 10000, 15000, 20000, 21097, 25000, 30000, 35000, 40000,
    ]);
    const marks = winner?.splits.map((s) => s.ms) ?? [];
    expect(marks).toEqual([...marks].sort((a, b) => a - b));
    expect(marks.at(-1)).toBeLessThan(winner?.finishMs ?? 0);
    // The category is the domain's rule for the race's year.
    const raceYear = new Date(first.race.startsAt).getUTCFullYear();
    for (const row of first.rows)
      expect(row.category).toBe(resultCategory(row.gender, row.birthYear, raceYear));

    const last = await race("eventCode=kazan-marathon&raceCode=m42&language=ru&page=9");
    expect(last.rows).toHaveLength(20);
    // DNF and DSQ come last, with no place and no time.
    const tail = last.rows.filter((r) => r.status !== "finished");
    expect(tail.length).toBeGreaterThan(0);
    expect(tail.every((r) => r.place === null && r.finishMs === null)).toBe(true);
    const past = await race("eventCode=kazan-marathon&raceCode=m42&language=ru&page=50");
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(420);
  });

  it("finds a runner by bib or by part of the name, in either language", async () => {
    const page3 = await race("eventCode=kazan-marathon&raceCode=m42&language=ru&page=3");
    const someone = page3.rows[7];
    if (!someone) throw new Error("page 3 has no eighth line");
    const byBib = await race(
      `eventCode=kazan-marathon&raceCode=m42&language=ru&search=${someone.bib}`,
    );
    expect(byBib.rows).toEqual([someone]);
    const surname = someone.name.split(" ")[0] ?? "";
    const byName = await race(
      `eventCode=kazan-marathon&raceCode=m42&language=ru&search=${encodeURIComponent(surname.slice(0, 5).toLowerCase())}`,
    );
    expect(byName.rows.map((r) => r.bib)).toContain(someone.bib);
    expect(
      byName.rows.every((r) => r.name.toLowerCase().includes(surname.slice(0, 5).toLowerCase())),
    ).toBe(true);
    const en = await race(
      `eventCode=kazan-marathon&raceCode=m42&language=en&search=${someone.bib}`,
    );
    expect(en.rows[0]?.name).toMatch(/^[A-Za-z' -]+$/);
    // LIKE's wildcards are text: "%" finds nobody.
    expect((await race("eventCode=kazan-marathon&raceCode=m42&language=ru&search=%25")).total).toBe(
      0,
    );
  });

  it("filters by gender and category, keeping places within each", async () => {
    const women = await race("eventCode=kazan-marathon&raceCode=m42&language=ru&gender=female");
    expect(women.rows.every((r) => r.gender === "female")).toBe(true);
    expect(women.rows.slice(0, 5).map((r) => r.genderPlace)).toEqual([1, 2, 3, 4, 5]);
    expect(women.total).toBeGreaterThan(100);
    expect(women.total).toBeLessThan(260);
    expect(women.categories).toContain("F30-39");
    expect(women.categories.indexOf("M30-39")).toBeLessThan(women.categories.indexOf("F30-39"));
    const f3039 = await race(
      "eventCode=kazan-marathon&raceCode=m42&language=ru&gender=female&category=F30-39",
    );
    expect(f3039.rows.length).toBeGreaterThan(0);
    expect(f3039.rows.every((r) => r.category === "F30-39")).toBe(true);
    expect(f3039.rows[0]?.categoryPlace).toBe(1);
    // A filter that contradicts itself is an empty table, not an error.
    const none = await race(
      "eventCode=kazan-marathon&raceCode=m42&language=ru&gender=male&category=F30-39",
    );
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it("shows a triathlon's legs, and no lines while results are pending", async () => {
    const tri = await race("eventCode=volga-tri-yaroslavl&raceCode=olympic&language=ru");
    const winner = tri.rows[0];
    expect(winner?.splits.map((s) => s.kind)).toEqual(["swim", "t1", "bike", "t2", "run"]);
    const sum = winner?.splits.reduce((total, s) => total + s.ms, 0) ?? 0;
    expect(Math.abs(sum - (winner?.finishMs ?? 0))).toBeLessThan(5);
    const pending = await race("eventCode=spb-cup-pulkovo&raceCode=r12&language=ru");
    expect(pending.event.resultsState).toBe("pending");
    expect(pending).toMatchObject({ rows: [], total: 0 });
  });

  it.each([
    [
      "a huge search",
      "eventCode=kazan-marathon&raceCode=m42&language=ru&search=" + "я".repeat(300),
      400,
    ],
    ["a page of letters", "eventCode=kazan-marathon&raceCode=m42&language=ru&page=abc", 400],
    ["page 0", "eventCode=kazan-marathon&raceCode=m42&language=ru&page=0", 400],
    ["an unknown gender", "eventCode=kazan-marathon&raceCode=m42&language=ru&gender=x", 400],
    ["an unknown category", "eventCode=kazan-marathon&raceCode=m42&language=ru&category=Z99", 400],
    ["a path for a code", "eventCode=..%2F..%2Fetc&raceCode=m42&language=ru", 400],
    ["no language", "eventCode=kazan-marathon&raceCode=m42", 400],
    ["an unknown race", "eventCode=kazan-marathon&raceCode=m99&language=ru", 404],
    ["an unknown event", "eventCode=no-such-event&raceCode=m42&language=ru", 404],
  ])("answers %s with a clear code, never a 500", async (_name, query, status) => {
    const answer = await get(`/api/results/race?${query}`);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({
      code: status === 400 ? "VALIDATION_FAILED" : "NOT_FOUND",
    });
  });

  it("refuses a bad series or event code", async () => {
    const series = await get(`/api/series/page?code=${"x".repeat(500)}&language=ru`);
    expect(series.status).toBe(400);
    expect(series.json).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { code: "field.invalid" },
    });
    const event = await get("/api/results/event?eventCode=kazan-marathon&language=ru&language=en");
    expect(event.status).toBe(400);
  });
});
