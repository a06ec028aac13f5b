import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVENT_MAP_MAX_POINTS,
  listFilterResultSchema,
  mapPointsResultSchema,
  type MapPointsResult,
} from "@reg/domain";
import { events } from "../src/db/schema";
import { DRIVERS, startCore, type RunningCore } from "./support/core";

/** Filter sets the list page sends, as query strings; each must give the map the list's events. */
const CASES: Record<string, Record<string, string>> = {
  "the future tab": { eventsLoaderType: "future" },
  "every event": { eventsLoaderType: "all" },
  "a word in another form": { eventsLoaderType: "all", search: "марафоне" },
  "a typo": { eventsLoaderType: "all", search: "марафн" },
  "a sport and a distance": { sportType: "run", distanceMinKm: "5", distanceMaxKm: "21.1" },
  "online only": { online: "true" },
  "past, free": { eventsLoaderType: "past", free: "true" },
  "a region": { eventsLoaderType: "all", region: "RU-MOW" },
  "a region and a city of it": { eventsLoaderType: "all", region: "RU-SPE", city: "Кронштадт" },
};

describe.each(DRIVERS)("the map's points on %s", (driver) => {
  let core: RunningCore;
  /** Where each event is, from the table itself (cards carry no coordinates). */
  let places: Map<string, { latitude: number; longitude: number }>;
  beforeAll(async () => {
    core = await startCore(driver);
    const rows = await core.server.db
      .select({ code: events.code, latitude: events.latitude, longitude: events.longitude })
      .from(events);
    places = new Map(
      rows.flatMap((row) =>
        row.latitude === null || row.longitude === null
          ? []
          : [[row.code, { latitude: row.latitude, longitude: row.longitude }] as const],
      ),
    );
  });
  afterAll(async () => {
    await core?.close();
  });

  const get = async (path: string, query: Record<string, string>) => {
    const params = new URLSearchParams({ language: "ru", ...query });
    const response = await fetch(`${core.url}${path}?${params.toString()}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it.each(Object.entries(CASES))(
    "for %s are the list's events that have a place",
    async (_, query) => {
      const list = listFilterResultSchema.parse(
        (await get("/api/events/listFilter", { ...query, limit: "100" })).body,
      );
      const map: MapPointsResult = mapPointsResultSchema.parse(
        (await get("/api/events/mapPoints", query)).body,
      );
      const placed = list.events.filter((e) => places.has(e.code));
      expect(map.points.map((p) => p.code)).toEqual(placed.map((e) => e.code));
      expect(map.total).toBe(placed.length);
      for (const point of map.points) {
        const card = list.events.find((e) => e.code === point.code);
        expect(places.get(point.code)).toEqual({
          latitude: point.latitude,
          longitude: point.longitude,
        });
        expect(point.name).toBe(card?.name);
      }
      expect(map.points.length).toBeLessThanOrEqual(EVENT_MAP_MAX_POINTS);
    },
  );

  it("finds something for the search cases (they are not trivially empty)", async () => {
    const word = mapPointsResultSchema.parse(
      (await get("/api/events/mapPoints", { search: "марафоне" })).body,
    );
    const typo = mapPointsResultSchema.parse(
      (await get("/api/events/mapPoints", { search: "марафн" })).body,
    );
    expect(word.points.length).toBeGreaterThan(0);
    expect(typo.points.map((p) => p.code)).toEqual(expect.arrayContaining(["moscow-marathon"]));
    // The seed gave Kronstadt's event its region: the region case finds it.
    const kronstadt = mapPointsResultSchema.parse(
      (await get("/api/events/mapPoints", { region: "RU-SPE", city: "Кронштадт" })).body,
    );
    expect(kronstadt.points).toHaveLength(1);
  });

  it("ignores the list's paging and refuses bad filters with a 400", async () => {
    const whole = mapPointsResultSchema.parse((await get("/api/events/mapPoints", {})).body);
    const paged = mapPointsResultSchema.parse(
      (await get("/api/events/mapPoints", { limit: "1", offset: "3" })).body,
    );
    expect(paged.points).toEqual(whole.points);
    const bad = await get("/api/events/mapPoints", { distanceMinKm: "far" });
    expect(bad.status).toBe(400);
    expect((await get("/api/events/mapPoints", { region: "RU-XXX" })).status).toBe(400);
    const reversed = await get("/api/events/mapPoints", {
      dateFrom: "2026-07-01",
      dateTo: "2026-06-01",
    });
    expect(reversed.status).toBe(400);
  });
});
