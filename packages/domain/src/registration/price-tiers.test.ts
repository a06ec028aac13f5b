import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  assertPriceTiers,
  currentPriceKopecks,
  currentPriceTier,
  daysUntilPriceIncrease,
  MAX_PRICE_TIERS,
  nextPriceIncrease,
  nextPriceTier,
  type PriceTier,
  priceTierListSchema,
  priceTierProblem,
} from "./price-tiers";
import { defined } from "../errors/defined";

// Moscow is UTC+3: 21:00Z is midnight in Moscow.
const tiers: PriceTier[] = [
  { startsAt: "2025-01-01T00:00:00Z", priceKopecks: 150_000 },
  { startsAt: "2025-03-01T21:00:00Z", priceKopecks: 200_000 },
  { startsAt: "2025-05-01T21:00:00Z", priceKopecks: 250_000 },
];

describe("currentPriceTier", () => {
  it("is the latest tier that has started, a tier starting exactly now included", () => {
    expect(currentPriceTier(tiers, "2025-02-10T12:00:00Z")).toBe(tiers[0]);
    expect(currentPriceTier(tiers, "2025-03-01T21:00:00Z")).toBe(tiers[1]);
    expect(currentPriceTier(tiers, "2025-03-01T20:59:59.999Z")).toBe(tiers[0]);
    expect(currentPriceTier(tiers, "2026-01-01T00:00:00Z")).toBe(tiers[2]);
  });

  it("is the first tier before any has started, and null without tiers", () => {
    expect(currentPriceTier(tiers, "2024-12-01T00:00:00Z")).toBe(tiers[0]);
    expect(currentPriceTier([], "2024-12-01T00:00:00Z")).toBeNull();
    expect(currentPriceKopecks([], "2024-12-01T00:00:00Z")).toBe(0);
    expect(currentPriceKopecks(tiers, "2025-04-01T00:00:00Z")).toBe(200_000);
  });
});

describe("nextPriceTier", () => {
  it("is the next tier to start after now, or null", () => {
    expect(nextPriceTier(tiers, "2025-02-10T12:00:00Z")).toBe(tiers[1]);
    expect(nextPriceTier(tiers, "2024-12-01T00:00:00Z")).toBe(tiers[0]);
    expect(nextPriceTier(tiers, "2025-05-01T21:00:00Z")).toBeNull();
  });
});

describe("nextPriceIncrease and daysUntilPriceIncrease", () => {
  it("counts Moscow calendar days, not 24-hour periods", () => {
    // 23:59 Moscow on 28 February; the rise is at 00:00 Moscow on 2 March: two days.
    expect(daysUntilPriceIncrease(tiers, "2025-02-28T20:59:00Z")).toBe(2);
    // 00:00 Moscow on 1 March, a minute later in UTC terms: one day.
    expect(daysUntilPriceIncrease(tiers, "2025-02-28T21:00:00Z")).toBe(1);
    // 23:00 Moscow on 1 March: the rise an hour later is still tomorrow's date.
    expect(daysUntilPriceIncrease(tiers, "2025-03-01T20:00:00Z")).toBe(1);
  });

  it("is 0 when the price rises later today", () => {
    const sameDay: PriceTier[] = [
      { startsAt: "2025-01-01T00:00:00Z", priceKopecks: 100 },
      { startsAt: "2025-06-10T18:00:00Z", priceKopecks: 200 },
    ];
    expect(daysUntilPriceIncrease(sameDay, "2025-06-10T06:00:00Z")).toBe(0);
  });

  it("is null when no dearer tier follows", () => {
    expect(daysUntilPriceIncrease(tiers, "2025-06-01T00:00:00Z")).toBeNull();
    expect(daysUntilPriceIncrease([], "2025-06-01T00:00:00Z")).toBeNull();
    const falling: PriceTier[] = [
      { startsAt: "2025-01-01T00:00:00Z", priceKopecks: 200 },
      { startsAt: "2025-02-01T00:00:00Z", priceKopecks: 200 },
      { startsAt: "2025-03-01T00:00:00Z", priceKopecks: 100 },
    ];
    expect(nextPriceIncrease(falling, "2025-01-15T00:00:00Z")).toBeNull();
    expect(daysUntilPriceIncrease(falling, "2025-01-15T00:00:00Z")).toBeNull();
  });

  it("passes over a cheaper tier to the first one dearer than today's price", () => {
    const dip: PriceTier[] = [
      { startsAt: "2025-01-01T00:00:00Z", priceKopecks: 1_000 },
      { startsAt: "2025-02-01T00:00:00Z", priceKopecks: 900 },
      { startsAt: "2025-03-01T00:00:00Z", priceKopecks: 950 },
      { startsAt: "2025-04-01T00:00:00Z", priceKopecks: 1_100 },
    ];
    expect(nextPriceIncrease(dip, "2025-01-15T00:00:00Z")).toBe(dip[3]);
    // Once the dip is in force, 950 is a rise.
    expect(nextPriceIncrease(dip, "2025-02-15T00:00:00Z")).toBe(dip[2]);
  });

  it("counts the days before the first tier starts from the first tier's price", () => {
    expect(daysUntilPriceIncrease(tiers, "2024-12-31T00:00:00Z")).toBe(61);
  });

  it("is never negative and never points at a started tier", () => {
    const tierArb = fc
      .uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 0, maxLength: 6 })
      .chain((days) =>
        fc.tuple(
          fc.constant([...days].sort((a, b) => a - b)),
          fc.array(fc.integer({ min: 0, max: 1_000_000 }), {
            minLength: days.length,
            maxLength: days.length,
          }),
        ),
      )
      .map(([days, prices]) =>
        days.map((day, i) => ({
          startsAt: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + 3_600_000 * (day % 24)),
          priceKopecks: defined(prices[i]),
        })),
      );
    fc.assert(
      fc.property(tierArb, fc.integer({ min: -10, max: 420 }), (list, day) => {
        const now = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000);
        const days = daysUntilPriceIncrease(list, now);
        const rise = nextPriceIncrease(list, now);
        expect(days === null).toBe(rise === null);
        if (rise) {
          expect(days).toBeGreaterThanOrEqual(0);
          expect((rise.startsAt as Date).getTime()).toBeGreaterThan(now.getTime());
          expect(rise.priceKopecks).toBeGreaterThan(currentPriceKopecks(list, now));
        }
      }),
    );
  });
});

describe("tier list validation", () => {
  it("accepts sorted tiers with whole kopecks, and an empty list", () => {
    expect(priceTierProblem(tiers)).toBeNull();
    expect(priceTierProblem([])).toBeNull();
    expect(priceTierListSchema.safeParse(tiers).success).toBe(true);
  });

  it.each([
    ["unsorted", [defined(tiers[1]), defined(tiers[0])]],
    [
      "duplicateStart",
      [defined(tiers[0]), { startsAt: "2025-01-01T03:00:00+03:00", priceKopecks: 1 }],
    ],
    ["invalidPrice", [{ startsAt: "2025-01-01T00:00:00Z", priceKopecks: 100.5 }]],
    ["invalidPrice", [{ startsAt: "2025-01-01T00:00:00Z", priceKopecks: -1 }]],
    ["invalidInstant", [{ startsAt: "2025-01-01T00:00:00", priceKopecks: 1 }]],
    ["invalidInstant", [{ startsAt: "soon", priceKopecks: 1 }]],
  ] as const)("finds %s", (problem, list) => {
    expect(priceTierProblem(list)).toBe(problem);
    expect(() => assertPriceTiers(list)).toThrow(InvalidInputError);
    expect(() => currentPriceTier(list, "2025-01-01T00:00:00Z")).toThrow(InvalidInputError);
    expect(priceTierListSchema.safeParse(list).error?.issues[0]?.message).toMatch(
      /^(field|price)\.invalid$/,
    );
  });

  it("refuses an absurdly long list", () => {
    const many = Array.from({ length: MAX_PRICE_TIERS + 1 }, (_, i) => ({
      startsAt: new Date(Date.UTC(2025, 0, 1 + i)),
      priceKopecks: i,
    }));
    expect(() => assertPriceTiers(many)).toThrow(InvalidInputError);
  });
});
