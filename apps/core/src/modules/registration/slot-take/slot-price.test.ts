import { describe, expect, it } from "vitest";
import { currentPriceKopecks } from "@reg/domain";
import { slotPrice, type PricedRace } from "./slot-price";

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-06-15T09:00:00.000Z");
const at = (days: number): Date => new Date(T0.getTime() + days * DAY);

function race(custom: [number, number] | null = null): PricedRace {
  return {
    tiers: [
      { startsAt: at(-10), priceKopecks: 100_000 },
      { startsAt: at(5), priceKopecks: 150_000 },
      { startsAt: at(20), priceKopecks: 200_000 },
    ],
    race: {
      customPriceMinKopecks: custom?.[0] ?? null,
      customPriceMaxKopecks: custom?.[1] ?? null,
    },
  };
}

describe("slotPrice", () => {
  it("agrees with the domain's price at every instant, asked in any order on one record", () => {
    const record = race();
    const instants = [0, 1, 4.99, 5, 5, 19, -20, -10, 25, 20, 4, 5 - 1 / DAY, 20 - 1 / DAY].map(at);
    for (const instant of instants) {
      expect({ at: instant.toISOString(), price: slotPrice(record, instant) }).toEqual({
        at: instant.toISOString(),
        price: currentPriceKopecks(record.tiers, instant),
      });
    }
  });

  it("clamps the tier's price into a pay-what-you-want race's bounds", () => {
    const record = race([120_000, 180_000]);
    expect(slotPrice(record, at(0))).toBe(120_000);
    expect(slotPrice(record, at(6))).toBe(150_000);
    expect(slotPrice(record, at(21))).toBe(180_000);
  });

  it("prices a race without tiers at 0", () => {
    expect(
      slotPrice(
        { tiers: [], race: { customPriceMinKopecks: null, customPriceMaxKopecks: null } },
        T0,
      ),
    ).toBe(0);
  });
});
