import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  championshipListSchema,
  clubListSchema,
  clubPageSchema,
  resultCategory,
  seriesPageSchema,
  type ClubList,
} from "@reg/domain";
import type { CoreDb } from "../src/index";
import { events, raceResults } from "../src/db/schema";
import { DRIVERS, startCore, type RunningCore } from "./support/core";
import { createRaceFixture, daysFromNow } from "./support/fixtures";
import { http } from "./support/http";

interface Line {
  name: [string, string];
  birthYear: number;
  place: number | null;
  city?: [string, string];
  /** The club's Latin spelling when not the usual one. */
  clubEn?: string;
}

/** A past event of its own with published (or `state`) results, all of one club's members. */
async function eventWithResults(
  db: CoreDb,
  o: { daysAgo: number; tenant?: "default" | "fontanka"; state?: "published" | "pending" },
  lines: Line[],
) {
  const startsAt = daysFromNow(-o.daysAgo);
  const race = await createRaceFixture(db, { tenant: o.tenant ?? "default", startsAt });
  await db
    .update(events)
    .set({ resultsState: o.state ?? "published" })
    .where(eq(events.id, race.eventId));
  await db.insert(raceResults).values(
    lines.map((line, index) => ({
      raceId: race.raceId,
      bib: String(100 + index),
      place: line.place,
      nameRu: line.name[0],
      nameEn: line.name[1],
      gender: "male",
      birthYear: line.birthYear,
      category: resultCategory("male", line.birthYear, startsAt.getUTCFullYear()),
      clubRu: "Фикстура",
      clubEn: line.clubEn ?? "Fixture Harriers",
      cityRu: line.city?.[0] ?? null,
      cityEn: line.city?.[1] ?? null,
      finishMs: line.place === null ? null : 3_000_000 + (line.place ?? 0) * 1_000,
      status: line.place === null ? "dnf" : "finished",
    })),
  );
  return race;
}

const MOSCOW: [string, string] = ["Москва", "Moscow"];
const KAZAN: [string, string] = ["Казань", "Kazan"];
const IVAN: [string, string] = ["Иван Фикстуров", "Ivan Fiksturov"];
const ANNA: [string, string] = ["Анна Фикстурова", "Anna Fiksturova"];
const OLEG: [string, string] = ["Олег Фикстуров", "Oleg Fiksturov"];

/** The clubs ranking, a club's page and the championships list, over HTTP on the demo seed and fixtures. */
describe.each(DRIVERS)("clubs and championships on %s", (driver) => {
  let core: RunningCore;
  let older: Awaited<ReturnType<typeof eventWithResults>>;
  let newer: Awaited<ReturnType<typeof eventWithResults>>;
  beforeAll(async () => {
    core = await startCore(driver);
    const db = core.server.db;
    older = await eventWithResults(db, { daysAgo: 20 }, [
      { name: IVAN, birthYear: 1990, place: 1, city: MOSCOW },
      { name: ANNA, birthYear: 1992, place: 3, city: MOSCOW },
      { name: OLEG, birthYear: 1985, place: 7, city: KAZAN },
      // A DNF is a start, not a finisher.
      { name: ["Павел Фикстуров", "Pavel Fiksturov"], birthYear: 1980, place: null },
      // The same name, another person (another birth year).
      { name: IVAN, birthYear: 2001, place: 40, city: MOSCOW },
    ]);
    newer = await eventWithResults(db, { daysAgo: 10 }, [
      { name: IVAN, birthYear: 1990, place: 2, city: MOSCOW },
      { name: ANNA, birthYear: 1992, place: 12, city: MOSCOW },
      // Spelt otherwise by the timing company: the same code, so the same club.
      { name: OLEG, birthYear: 1985, place: 5, city: KAZAN, clubEn: "FIXTURE  harriers!" },
    ]);
    // Not counted: results still being processed.
    await eventWithResults(db, { daysAgo: 5, state: "pending" }, [
      { name: IVAN, birthYear: 1990, place: 1, city: MOSCOW },
    ]);
    // Another tenant's event: the main portal counts it, that tenant's site only it.
    await eventWithResults(db, { daysAgo: 15, tenant: "fontanka" }, [
      { name: ["Мария Фикстурова", "Maria Fiksturova"], birthYear: 1995, place: 1 },
    ]);
  }, 120_000);
  afterAll(() => core.close());

  const get = (path: string, host?: string) =>
    http(core.url, path, { headers: host ? { "x-forwarded-host": host } : {} });
  const list = async (query: string, host?: string): Promise<ClubList> => {
    const answer = await get(`/api/clubs/list?${query}`, host);
    expect(answer.status, answer.text).toBe(200);
    return clubListSchema.parse(answer.json);
  };

  it("ranks the clubs by finishers, podiums and starts, counting the fixture's club exactly", async () => {
    const ranking = await list("language=en&page=1");
    expect(ranking.total).toBeGreaterThan(20);
    const clubs = [...ranking.clubs];
    for (let page = 2; clubs.length < ranking.total; page++)
      clubs.push(...(await list(`language=en&page=${page}`)).clubs);
    // Positive when `a` ranks before `b`: more finishers, then podiums, then starts.
    const order = (a: ClubList["clubs"][number], b: ClubList["clubs"][number]) =>
      a.finishers - b.finishers || a.podiums - b.podiums || a.starts - b.starts;
    for (const [i, club] of clubs.entries()) {
      const before = clubs[i - 1];
      if (!before) continue;
      expect(order(before, club)).toBeGreaterThanOrEqual(0);
      expect(club.place).toBe(order(before, club) === 0 ? before.place : i + 1);
    }
    expect(new Set(clubs.map((c) => c.code)).size).toBe(clubs.length);
    expect(clubs.find((c) => c.code === "running-league")?.name).toBe("Running League");
    const fixture = clubs.find((c) => c.code === "fixture-harriers");
    // Ivan (1990), Anna, Oleg, the other Ivan and Maria (fontanka) finished; Pavel did not.
    expect(fixture).toMatchObject({
      name: "Fixture Harriers",
      city: "Moscow",
      finishers: 5,
      starts: 9,
      podiums: 4,
      events: 3,
    });
    const ru = await list(`language=ru&search=${encodeURIComponent("фикстура")}`);
    expect(ru.clubs).toEqual([{ ...fixture, name: "Фикстура", city: "Москва" }]);
  });

  it("searches by part of the name in either language, keeping each club's place", async () => {
    const all = await list("language=ru");
    const league = all.clubs.find((c) => c.code === "running-league");
    const found = await list(`language=ru&search=${encodeURIComponent("лига")}`);
    expect(found.clubs.map((c) => c.code)).toContain("running-league");
    expect(found.clubs.find((c) => c.code === "running-league")).toEqual(league);
    expect((await list("language=ru&search=LEAGUE")).clubs.map((c) => c.code)).toContain(
      "running-league",
    );
    // LIKE's wildcards are plain letters here.
    expect((await list("language=ru&search=%25")).total).toBe(0);
    expect((await list("language=ru&search=no-such-club")).clubs).toEqual([]);
  });

  it("shows a club's page: totals, best finishers, its results newest first", async () => {
    const answer = await get("/api/clubs/page?code=fixture-harriers&language=en");
    expect(answer.status, answer.text).toBe(200);
    const page = clubPageSchema.parse(answer.json);
    expect(page.club).toMatchObject({ code: "fixture-harriers", finishers: 5, starts: 9 });
    expect(page.total).toBe(9);
    expect(page.bestFinishers.slice(0, 3)).toEqual([
      { name: "Ivan Fiksturov", birthYear: 1990, starts: 2, podiums: 2, bestPlace: 1 },
      { name: "Maria Fiksturova", birthYear: 1995, starts: 1, podiums: 1, bestPlace: 1 },
      { name: "Anna Fiksturova", birthYear: 1992, starts: 2, podiums: 1, bestPlace: 3 },
    ]);
    expect(page.results.map((r) => [r.eventCode, r.name, r.place, r.status])).toEqual([
      [newer.eventCode, "Ivan Fiksturov", 2, "finished"],
      [newer.eventCode, "Oleg Fiksturov", 5, "finished"],
      [newer.eventCode, "Anna Fiksturova", 12, "finished"],
      [expect.stringMatching(/^fx-/), "Maria Fiksturova", 1, "finished"],
      [older.eventCode, "Ivan Fiksturov", 1, "finished"],
      [older.eventCode, "Anna Fiksturova", 3, "finished"],
      [older.eventCode, "Oleg Fiksturov", 7, "finished"],
      [older.eventCode, "Ivan Fiksturov", 40, "finished"],
      [older.eventCode, "Pavel Fiksturov", null, "dnf"],
    ]);
    expect(page.results[0]).toMatchObject({
      raceCode: "r10",
      raceName: "10 km",
      finishMs: 3_002_000,
    });
    const second = clubPageSchema.parse(
      (await get("/api/clubs/page?code=fixture-harriers&language=en&page=2")).json,
    );
    expect(second.results).toEqual([]);
  });

  it("answers 404 for an unknown club and 400 for a malformed code or page", async () => {
    const unknown = await get("/api/clubs/page?code=no-such-club&language=ru");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: "NOT_FOUND" });
    for (const query of [
      "code=Running-League&language=ru",
      "code=..%2Fetc&language=ru",
      `code=${"a".repeat(61)}&language=ru`,
      "code=running-league&language=de",
      "code=running-league&language=ru&page=0",
      "language=ru",
    ]) {
      const answer = await get(`/api/clubs/page?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json).toMatchObject({ code: "VALIDATION_FAILED" });
    }
  });

  it("refuses bad list input and changes nothing", async () => {
    const before = await list("language=ru");
    for (const query of [
      "language=xx",
      "language=ru&page=-1",
      "language=ru&page=abc",
      `language=ru&search=${"я".repeat(101)}`,
      "language=ru&search=%00",
    ]) {
      const answer = await get(`/api/clubs/list?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expect(await list("language=ru")).toEqual(before);
  });

  it("counts only the tenant's own events on a custom tenant's site", async () => {
    const fontanka = await list("language=en", "fontanka.localhost");
    expect(fontanka.clubs.find((c) => c.code === "fixture-harriers")).toMatchObject({
      finishers: 1,
      starts: 1,
      podiums: 1,
      events: 1,
      city: null,
    });
    const pioner = await list("language=en", "pionercup.localhost");
    expect(pioner.clubs.map((c) => c.code)).not.toContain("fixture-harriers");
    const page = await get(
      "/api/clubs/page?code=fixture-harriers&language=en",
      "pionercup.localhost",
    );
    expect(page.status).toBe(404);
  });

  it("lists the championships with their leaders, the same as each series page's standings", async () => {
    const answer = await get("/api/championships/list?language=en");
    expect(answer.status, answer.text).toBe(200);
    const { championships } = championshipListSchema.parse(answer.json);
    expect(championships.map((c) => c.code).sort()).toEqual(
      expect.arrayContaining(["moscow-running-series", "spb-running-cup", "volga-triathlon"]),
    );
    for (const championship of championships) {
      const series = seriesPageSchema.parse(
        (await get(`/api/series/page?code=${championship.code}&language=en`)).json,
      );
      expect(championship.name).toBe(series.name);
      expect(championship.stages).toBe(series.stages.length);
      expect(championship.stagesWithResults).toBe(
        series.stages.filter((s) => s.resultsState === "published").length,
      );
      expect(championship.startsAt).toBe(series.startsAt);
      expect(championship.leaders).toEqual(
        series.standings.map((group) => ({
          gender: group.gender,
          name: group.lines[0]?.name,
          club: group.lines[0]?.club,
          points: group.lines[0]?.points,
        })),
      );
    }
    const spb = championships.find((c) => c.code === "spb-running-cup");
    expect(spb).toMatchObject({ stages: 4, stagesWithResults: 2, sportType: "run" });
    expect(spb?.leaders.map((l) => l.gender)).toEqual(["male", "female"]);
  });

  it("lists only the tenant's own series on a custom site, and refuses a bad language", async () => {
    const pioner = championshipListSchema.parse(
      (await get("/api/championships/list?language=ru", "pionercup.localhost")).json,
    );
    expect(pioner.championships.map((c) => c.code)).toEqual(["pionercup-2026"]);
    expect((await get("/api/championships/list?language=de")).status).toBe(400);
  });
});
