import { describe, expect, it } from "vitest";
import {
  eventCardSchema,
  listFilterInputSchema,
  listFilterQuerySchema,
  listFilterResultSchema,
  liveCountSchema,
} from "./events";

describe("listFilterQuerySchema", () => {
  it("needs a language and coerces paging from the query string", () => {
    expect(listFilterQuerySchema.parse({ language: "en", limit: "24", offset: "48" })).toEqual({
      language: "en",
      limit: 24,
      offset: 48,
    });
    expect(listFilterQuerySchema.safeParse({}).success).toBe(false);
  });

  it("refuses paging out of bounds and unknown filters' values", () => {
    expect(listFilterQuerySchema.safeParse({ language: "ru", limit: "101" }).success).toBe(false);
    expect(listFilterQuerySchema.safeParse({ language: "ru", offset: "-1" }).success).toBe(false);
    expect(
      listFilterQuerySchema.safeParse({ language: "ru", eventsLoaderType: "soon" }).success,
    ).toBe(false);
    expect(listFilterQuerySchema.safeParse({ language: "ru", sportType: "chess" }).success).toBe(
      false,
    );
  });

  it("trims the search and caps its length", () => {
    expect(listFilterQuerySchema.parse({ language: "ru", search: "  Москва " }).search).toBe(
      "Москва",
    );
    expect(
      listFilterQuerySchema.safeParse({ language: "ru", search: "x".repeat(101) }).success,
    ).toBe(false);
  });
});

describe("the list's filters", () => {
  const ok = (input: Record<string, unknown>) =>
    listFilterInputSchema.safeParse({ language: "ru", ...input }).success;
  const okQuery = (input: Record<string, string>) =>
    listFilterQuerySchema.safeParse({ language: "ru", ...input }).success;

  it("take every filter as JSON, and the same as a query string's text", () => {
    const json = {
      language: "ru",
      dateFrom: "2026-06-01",
      dateTo: "2026-06-30",
      city: " Москва ",
      distanceMinKm: 5,
      distanceMaxKm: 21.1,
      free: false,
      maxPriceRubles: 3000,
      online: false,
      withPlacesLeft: true,
    };
    const parsed = listFilterInputSchema.parse(json);
    expect(parsed).toEqual({ ...json, city: "Москва" });
    expect(
      listFilterQuerySchema.parse({
        ...json,
        distanceMinKm: "5",
        distanceMaxKm: "21.1",
        free: "false",
        maxPriceRubles: "3000",
        online: "false",
        withPlacesLeft: "true",
      }),
    ).toEqual(parsed);
  });

  it("refuse dates that don't exist or read backwards, and reversed distances", () => {
    expect(ok({ dateFrom: "2026-02-30" })).toBe(false);
    expect(ok({ dateFrom: "01.06.2026" })).toBe(false);
    expect(ok({ dateFrom: "2026-06-02", dateTo: "2026-06-01" })).toBe(false);
    expect(ok({ dateFrom: "2026-06-01", dateTo: "2026-06-01" })).toBe(true);
    expect(ok({ distanceMinKm: 10, distanceMaxKm: 5 })).toBe(false);
    expect(ok({ distanceMinKm: -1 })).toBe(false);
    expect(ok({ distanceMinKm: 0.0001 })).toBe(false);
    expect(ok({ distanceMaxKm: 42.195 })).toBe(true);
  });

  it("refuse wrong types, unknown keys and text flags in JSON", () => {
    expect(ok({ free: "true" })).toBe(false);
    expect(ok({ maxPriceRubles: 10.5 })).toBe(false);
    expect(ok({ maxPriceRubles: -1 })).toBe(false);
    expect(ok({ online: 1 })).toBe(false);
    expect(ok({ city: "x".repeat(101) })).toBe(false);
    expect(ok({ region: "Moscow" })).toBe(false);
    expect(okQuery({ free: "yes" })).toBe(false);
    expect(okQuery({ distanceMinKm: "1e2" })).toBe(false);
    expect(okQuery({ maxPriceRubles: "0x10" })).toBe(false);
  });
});

describe("event cards", () => {
  const card = {
    code: "moscow-marathon-2025",
    name: "Московский марафон",
    sportType: "run",
    city: "Москва",
    startsAt: "2025-09-21T05:00:00Z",
    endsAt: "2025-09-21T12:00:00Z",
    distances: [{ value: 42.195, unit: "km" }],
    placesLeft: { state: "count", count: 120 },
    priceFromKopecks: 350_000,
    isFree: false,
    isOnline: false,
    rating: 4.8,
    ratingApproved: true,
    seriesCode: null,
    daysUntilPriceIncrease: 3,
    imageUrl: null,
  };

  it("accept a full card inside a list result", () => {
    expect(listFilterResultSchema.parse({ events: [card], total: 1 }).events[0]).toEqual(card);
  });

  it("refuse fractional kopecks and a rating above 5", () => {
    expect(eventCardSchema.safeParse({ ...card, priceFromKopecks: 10.5 }).success).toBe(false);
    expect(eventCardSchema.safeParse({ ...card, rating: 5.5 }).success).toBe(false);
  });

  it("count live events as a bare non-negative integer", () => {
    expect(liveCountSchema.parse(3)).toBe(3);
    expect(liveCountSchema.safeParse(-1).success).toBe(false);
  });
});
