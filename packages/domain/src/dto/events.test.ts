import { describe, expect, it } from "vitest";
import {
  eventCardSchema,
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
    minPriceKopecks: 350_000,
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
    expect(eventCardSchema.safeParse({ ...card, minPriceKopecks: 10.5 }).success).toBe(false);
    expect(eventCardSchema.safeParse({ ...card, rating: 5.5 }).success).toBe(false);
  });

  it("count live events as a bare non-negative integer", () => {
    expect(liveCountSchema.parse(3)).toBe(3);
    expect(liveCountSchema.safeParse(-1).success).toBe(false);
  });
});
