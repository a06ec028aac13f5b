import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AGE_GROUP_IDS,
  liveCountSchema,
  listFilterResultSchema,
  raceAdmitsAgeGroup,
  type EventCard,
  type ListFilterResult,
  moscowDate,
  moscowDayRange,
} from "@reg/domain";
import { EVENT_SEEDS } from "../src/db/seed/all-events";
import { DRIVERS, startCore, TEST_NOW, type RunningCore } from "./support/core";
import { http, postJson } from "./support/http";

const PUBLISHED = EVENT_SEEDS.filter((e) => e.published !== false);

describe.each(DRIVERS)("events on %s", (driver) => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore(driver);
  });
  afterAll(() => core.close());

  async function list(
    query: string,
    headers: Record<string, string> = {},
  ): Promise<ListFilterResult> {
    const response = await http(core.url, `/api/events/listFilter?${query}`, { headers });
    expect(response.status, response.text).toBe(200);
    return listFilterResultSchema.parse(response.json);
  }
  const codes = (result: ListFilterResult) => result.events.map((e) => e.code);
  const startMs = (e: EventCard) => Date.parse(e.startsAt);
  const endMs = (e: EventCard) => Date.parse(e.endsAt);
  const now = TEST_NOW.getTime();

  it("lists every published event soonest first by default, drafts never", async () => {
    const result = await list("language=ru&limit=100");
    expect(result.total).toBe(PUBLISHED.length);
    expect(codes(result).sort()).toEqual(PUBLISHED.map((e) => e.code).sort());
    expect(codes(result)).not.toContain("moscow-half-draft");
    const starts = result.events.map(startMs);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  /** The codes of all published events that satisfy `keep`, from the unfiltered list. */
  const expectedCodes = async (keep: (e: EventCard) => boolean) =>
    (await list("language=ru&limit=100")).events
      .filter(keep)
      .map((e) => e.code)
      .sort();

  it("future: starts after now, soonest first", async () => {
    const result = await list("language=ru&eventsLoaderType=future&limit=100");
    expect(result.events.length).toBeGreaterThan(10);
    expect(codes(result).sort()).toEqual(await expectedCodes((e) => startMs(e) > now));
    const starts = result.events.map(startMs);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("today: everything that runs on today's Moscow date", async () => {
    const { start, end } = moscowDayRange(moscowDate(TEST_NOW));
    const result = await list("language=ru&eventsLoaderType=today&limit=100");
    expect(codes(result).sort()).toEqual(
      await expectedCodes((e) => startMs(e) < end.getTime() && endMs(e) > start.getTime()),
    );
    expect(codes(result)).toEqual(
      expect.arrayContaining([
        "first-snow-ski-biathlon",
        "moscow-night-run",
        "kazan-ring-cycling-fest",
        "golden-autumn-virtual",
      ]),
    );
    expect(
      result.events.every((e) => startMs(e) < end.getTime() && endMs(e) > start.getTime()),
    ).toBe(true);
    expect(codes(result)).not.toContain("sparrow-hills-criterium");
  });

  it("past: ended, newest first; results: ended with published results", async () => {
    const past = await list("language=ru&eventsLoaderType=past&limit=100");
    expect(past.events.length).toBeGreaterThan(5);
    expect(codes(past).sort()).toEqual(await expectedCodes((e) => endMs(e) < now));
    const starts = past.events.map(startMs);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));

    const results = await list("language=ru&eventsLoaderType=results&limit=100");
    const expected = PUBLISHED.filter((e) => e.results === "published").map((e) => e.code);
    expect(codes(results).sort()).toEqual(expected.sort());
    expect(codes(results)).not.toContain("neva-relay");
  });

  it("series and virtual tabs", async () => {
    const inSeries = await list("language=ru&eventsLoaderType=series&limit=100");
    expect(inSeries.total).toBe(PUBLISHED.filter((e) => e.series).length);
    expect(inSeries.events.every((e) => e.seriesCode !== null)).toBe(true);

    const virtual = await list("language=ru&eventsLoaderType=virtual&limit=100");
    expect(codes(virtual).sort()).toEqual(
      PUBLISHED.filter((e) => e.online)
        .map((e) => e.code)
        .sort(),
    );
    expect(virtual.events.every((e) => e.isOnline)).toBe(true);
  });

  it("localizes names and cities by language", async () => {
    const ru = await list("language=ru&search=ironstar");
    const en = await list("language=en&search=ironstar");
    expect(ru.events[0]).toMatchObject({
      code: "ironstar-sochi",
      name: "Ironstar Сочи",
      city: "Сочи",
    });
    expect(en.events[0]).toMatchObject({
      code: "ironstar-sochi",
      name: "Ironstar Sochi",
      city: "Sochi",
    });
  });

  it("searches name or city in either language, case-insensitively, wildcards literal", async () => {
    const ru = await list(`language=en&search=${encodeURIComponent("сочи")}&limit=100`);
    const en = await list("language=ru&search=SOCHI&limit=100");
    expect(codes(ru).sort()).toEqual([
      "ironstar-sochi",
      "krasnaya-polyana-trail",
      "sochi-duathlon-relay",
    ]);
    expect(codes(en).sort()).toEqual(codes(ru).sort());
    expect(
      (await list(`language=ru&search=${encodeURIComponent("МОСКВА")}&limit=100`)).total,
    ).toBeGreaterThan(5);
    expect(codes(await list(`language=ru&search=${encodeURIComponent("демин")}`))).toEqual([
      "demino-ski-marathon",
    ]);
    expect((await list("language=ru&search=%25")).total).toBe(0);
    expect((await list("language=ru&search=_")).total).toBe(0);
  });

  it("filters by sport type", async () => {
    const result = await list("language=ru&sportType=swimming&limit=100");
    expect(result.events.every((e) => e.sportType === "swimming")).toBe(true);
    expect(codes(result).sort()).toEqual(
      PUBLISHED.filter((e) => e.sport === "swimming")
        .map((e) => e.code)
        .sort(),
    );
  });

  it.each(AGE_GROUP_IDS)("filters by age group %s", async (group) => {
    const result = await list(`language=ru&ageGroup=${group}&limit=100`);
    const expected = PUBLISHED.filter((e) => e.races.some((r) => raceAdmitsAgeGroup(r, group))).map(
      (e) => e.code,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(codes(result).sort()).toEqual(expected.sort());
  });

  it("combines tab and filters", async () => {
    const result = await list("language=ru&eventsLoaderType=future&sportType=run&search=moscow");
    // Tonight's run starts after noon, so it is still "future"; soonest first.
    expect(codes(result)).toEqual([
      "moscow-night-run",
      "pionercup-sokolniki",
      "msk-series-kolomenskoye-half",
      "pionercup-izmailovo",
      "moscow-marathon",
    ]);
  });

  it("pages with limit and offset, keeping the total", async () => {
    const whole = await list("language=ru&limit=10");
    const first = await list("language=ru&limit=4");
    const second = await list("language=ru&limit=6&offset=4");
    expect([...codes(first), ...codes(second)]).toEqual(codes(whole));
    expect(first.total).toBe(whole.total);
    const beyond = await list("language=ru&offset=1000");
    // An empty page still carries the counts (the live count is every running event in scope).
    expect(beyond).toEqual({ events: [], total: whole.total, liveCount: whole.liveCount });
    expect((await list("language=ru")).events).toHaveLength(24);
  });

  it("shapes the card: distances, places, prices, rise, rating, series, image", async () => {
    const marathon = (await list("language=en&search=moscow%20marathon")).events.find(
      (e) => e.code === "moscow-marathon",
    );
    expect(marathon).toEqual({
      code: "moscow-marathon",
      name: "Moscow Marathon",
      sportType: "run",
      city: "Moscow",
      startsAt: "2026-07-30T05:00:00.000Z",
      endsAt: "2026-07-30T12:00:00.000Z",
      distances: [
        { value: 42.195, unit: "km" },
        { value: 10, unit: "km" },
        { value: 1000, unit: "m" },
      ],
      // The races by code, for the tenant apps' home (issue 12 item 18).
      races: [
        { code: "m42", distance: { value: 42.195, unit: "km" } },
        { code: "r10", distance: { value: 10, unit: "km" } },
        { code: "kids1", distance: { value: 1000, unit: "m" } },
      ],
      placesLeft: { state: "count", count: 5000 - 3140 + (3000 - 2994) + (400 - 120) },
      // The middle tier (2,300 ₽) is current; the free kids' start doesn't make the event "from 0".
      // All in, as the order charges it: the default tenant's 5 % commission on top.
      priceFromKopecks: 241_500,
      isFree: false,
      isOnline: false,
      rating: 4.8,
      ratingApproved: true,
      seriesCode: "marathon-cup",
      daysUntilPriceIncrease: 6,
      imageUrl: "/images/sports/run.svg",
    });
  });

  it("says none / few places, free events and no scheduled rise", async () => {
    const all = await list("language=ru&limit=100");
    const byCode = new Map(all.events.map((e) => [e.code, e]));
    expect(byCode.get("bridges-night-walk")?.placesLeft).toEqual({ state: "none" });
    expect(byCode.get("strogino-triathlon-relay")?.placesLeft).toEqual({ state: "few" });
    expect(byCode.get("gorky-park-nordic-walk")).toMatchObject({
      isFree: true,
      priceFromKopecks: null,
      daysUntilPriceIncrease: null,
    });
    expect(byCode.get("kazan-marathon")).toMatchObject({
      daysUntilPriceIncrease: null,
      // 2,600 ₽ and the 5 % commission.
      priceFromKopecks: 273_000,
    });
  });

  it("scopes a custom tenant's site to its own events; the portal shows all", async () => {
    const pioner = await list("language=ru&limit=100", {
      "x-forwarded-host": "pionercup.localhost",
    });
    expect(codes(pioner).sort()).toEqual(
      PUBLISHED.filter((e) => e.tenant === "pionercup")
        .map((e) => e.code)
        .sort(),
    );
    const fontanka = await list("language=ru&limit=100", { host: "fontanka.localhost:4001" });
    expect(codes(fontanka).sort()).toEqual(
      PUBLISHED.filter((e) => e.tenant === "fontanka")
        .map((e) => e.code)
        .sort(),
    );
    expect((await list("language=ru", { "x-forwarded-host": "unknown.example" })).total).toBe(
      PUBLISHED.length,
    );
  });

  it("live-count answers a bare number: events started and not yet ended", async () => {
    const all = await list("language=ru&limit=100");
    const running = all.events.filter((e) => startMs(e) <= now && endMs(e) > now).length;
    expect(running).toBeGreaterThan(0);
    const variants: Record<string, string>[] = [{}, { "content-type": "application/json" }];
    for (const headers of variants) {
      const response = await http(core.url, "/api/events/live-count", { method: "POST", headers });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(liveCountSchema.parse(response.json)).toBe(running);
    }
    const pioner = await postJson(core.url, "/api/events/live-count", undefined, {
      "x-forwarded-host": "pionercup.localhost",
    });
    expect(pioner.json).toBe(0);
  });
});
