import { describe, expect, it } from "vitest";
import { defaultParseSearch, defaultStringifySearch } from "@tanstack/react-router";
import { listFilterInputSchema } from "@reg/domain";
import {
  EVENT_LIST_MAX_PAGES,
  filtersOf,
  firstPageOf,
  hasFilters,
  listQueryOf,
  mapQueryOf,
  readEventListSearch,
  pageCountOf,
  validateEventListSearch,
  type EventListSearch,
} from "./list-search";

/** What the page sees for an address: the router's own parse, then the page's validation. */
const fromUrl = (query: string) => readEventListSearch(defaultParseSearch(query));

describe("the event list's URL search", () => {
  const full: EventListSearch = {
    search: "марафон",
    sportType: "run",
    ageGroup: "adults",
    dateFrom: "2026-07-01",
    dateTo: "2026-08-31",
    region: "RU-MOW",
    city: "Москва",
    distanceMinKm: 5,
    distanceMaxKm: 21.1,
    free: true,
    maxPriceRubles: 3000,
    online: false,
    withPlacesLeft: true,
    view: "map",
    pages: 3,
  };

  it("survives a round trip through the address", () => {
    const url = defaultStringifySearch(full);
    expect(fromUrl(url)).toEqual({ search: full, dropped: [] });
  });

  it("keeps a numeric search as text", () => {
    const url = defaultStringifySearch({ search: "42" });
    expect(fromUrl(url).search).toEqual({ search: "42" });
    expect(fromUrl("?search=42").search).toEqual({ search: "42" });
  });

  it("drops bad values one by one and names them, keeping the rest", () => {
    const read = fromUrl(
      `?search=${"я".repeat(500)}&sportType=chess&distanceMinKm=far&free=1&dateFrom=2026-02-30&maxPriceRubles=-5&city=Казань&view=globe`,
    );
    expect(read.search).toEqual({ city: "Казань" });
    expect(read.dropped.sort()).toEqual(
      ["dateFrom", "distanceMinKm", "free", "maxPriceRubles", "search", "sportType", "view"].sort(),
    );
  });

  it("drops a reversed range's upper end", () => {
    const read = fromUrl(
      "?dateFrom=2026-09-01&dateTo=2026-08-01&distanceMinKm=42&distanceMaxKm=10",
    );
    expect(read.search).toEqual({ dateFrom: "2026-09-01", distanceMinKm: 42 });
    expect(read.dropped.sort()).toEqual(["dateTo", "distanceMaxKm"]);
  });

  it("keeps injection strings as plain text, refuses control characters, ignores unknown keys", () => {
    const injection = "'; drop table events; --<script>alert(1)</script>";
    expect(validateEventListSearch({ search: injection, utm_source: "mail" })).toEqual({
      search: injection,
    });
    expect(readEventListSearch({ search: "a\u0000b", city: ["x"], online: "yes" })).toEqual({
      search: {},
      dropped: ["search", "city", "online"],
    });
  });

  it("leaves empty text and the default view out", () => {
    expect(validateEventListSearch({ search: "  ", city: "", view: "list" })).toEqual({});
    expect(hasFilters({ view: "map" })).toBe(false);
    expect(hasFilters({ free: true })).toBe(true);
  });

  it("reads a listed region code and drops any other, naming it", () => {
    expect(fromUrl("?region=RU-TA&city=Казань")).toEqual({
      search: { region: "RU-TA", city: "Казань" },
      dropped: [],
    });
    for (const bad of [
      "RU-XXX",
      "ru-ta",
      "%20RU-TA",
      "Татарстан",
      "1",
      "RU-TA'%20or%20'1'='1",
      "%00",
    ]) {
      const read = fromUrl(`?region=${bad}&sportType=run`);
      expect([bad, read.search, read.dropped]).toEqual([bad, { sportType: "run" }, ["region"]]);
    }
    expect(readEventListSearch({ region: ["RU-TA"] }).dropped).toEqual(["region"]);
  });

  it("keeps how many pages were shown, leaving one out, and drops a bad count", () => {
    expect(fromUrl("?pages=4").search).toEqual({ pages: 4 });
    expect(fromUrl(defaultStringifySearch({ pages: 2 })).search).toEqual({ pages: 2 });
    expect(fromUrl("?pages=1")).toEqual({ search: {}, dropped: [] });
    expect(fromUrl(`?pages=${EVENT_LIST_MAX_PAGES}`).search).toEqual({
      pages: EVENT_LIST_MAX_PAGES,
    });
    for (const bad of ["0", "-1", "2.5", "abc", "", `${EVENT_LIST_MAX_PAGES + 1}`, "99999999999"]) {
      const read = fromUrl(`?pages=${bad}&free=true`);
      expect([bad, read.search, read.dropped]).toEqual([bad, { free: true }, ["pages"]]);
    }
    expect(readEventListSearch({ pages: [2] }).dropped).toEqual(["pages"]);
    // Not a filter: it neither counts as one nor reaches events.list; another tab starts at page one.
    expect(hasFilters({ pages: 3 })).toBe(false);
    expect(filtersOf(full)).not.toHaveProperty("pages");
    expect(firstPageOf(full)).toEqual({ ...full, pages: undefined });
    expect(firstPageOf(full)).not.toHaveProperty("pages");
  });

  it("gives events.list and events.mapPoints inputs the BFF accepts", () => {
    const page = listQueryOf(full, "en", "future", 2);
    expect(listFilterInputSchema.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({ language: "en", eventsLoaderType: "future", offset: 48 });
    expect(page).not.toHaveProperty("view");
    expect(page).not.toHaveProperty("pages");
    const map = mapQueryOf(full, "ru", "all");
    expect(listFilterInputSchema.safeParse(map).success).toBe(true);
    expect(map).not.toHaveProperty("limit");
  });

  it("hands the page only validated keys, though the router lays them over the raw address", () => {
    // TanStack Router gives a route `{ ...rawSearch, ...validateSearch(rawSearch) }`.
    const raw = defaultParseSearch("?utm_source=mail&pages=-3&sportType=zzz&city=Kazan&gclid=42");
    const search = { ...raw, ...validateEventListSearch(raw) } as EventListSearch;
    expect(pageCountOf(search)).toBe(1);
    expect(pageCountOf({ ...search, pages: 3 })).toBe(3);
    const query = listQueryOf(search, "ru", "future");
    expect(query).toEqual({
      language: "ru",
      eventsLoaderType: "future",
      city: "Kazan",
      limit: 24,
      offset: 0,
    });
    expect(listFilterInputSchema.safeParse(query).success).toBe(true);
    expect(mapQueryOf(search, "ru", "future")).not.toHaveProperty("utm_source");
    expect(firstPageOf(search)).toEqual({ city: "Kazan" });
  });
});
