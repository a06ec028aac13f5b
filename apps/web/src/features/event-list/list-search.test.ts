import { describe, expect, it } from "vitest";
import { defaultParseSearch, defaultStringifySearch } from "@tanstack/react-router";
import { listFilterInputSchema } from "@reg/domain";
import {
  hasFilters,
  listQueryOf,
  mapQueryOf,
  readEventListSearch,
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
    city: "Москва",
    distanceMinKm: 5,
    distanceMaxKm: 21.1,
    free: true,
    maxPriceRubles: 3000,
    online: false,
    withPlacesLeft: true,
    view: "map",
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

  it("gives events.list and events.mapPoints inputs the BFF accepts", () => {
    const page = listQueryOf(full, "en", "future", 2);
    expect(listFilterInputSchema.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({ language: "en", eventsLoaderType: "future", offset: 48 });
    expect(page).not.toHaveProperty("view");
    const map = mapQueryOf(full, "ru", "all");
    expect(listFilterInputSchema.safeParse(map).success).toBe(true);
    expect(map).not.toHaveProperty("limit");
  });
});
