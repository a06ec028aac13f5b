import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  INSTALLMENT_COUNT,
  INSTALLMENT_DISCOUNT_KOPECKS,
  installmentsAvailable,
  planInstallments,
  splitInstallments,
} from "./installments";
import { InvalidInputError } from "../errors/invalid-input-error";
import { priceOrder, type PriceOrderInput } from "./order-pricing";
import { defined } from "../errors/defined";

const order: PriceOrderInput = {
  items: [
    { kind: "slot", unitKopecks: 300_000, count: 1 },
    { kind: "insurance", unitKopecks: 20_003, count: 1 },
  ],
  discountKopecks: 0,
  commissionPercent: 5,
};

describe("installment constants", () => {
  it("are those of SPEC §9", () => {
    expect(INSTALLMENT_DISCOUNT_KOPECKS).toBe(10_000);
    expect(INSTALLMENT_COUNT).toBe(4);
  });
});

describe("splitInstallments", () => {
  it("gives the remainder to the first part", () => {
    expect(splitInstallments(100_000)).toEqual([25_000, 25_000, 25_000, 25_000]);
    expect(splitInstallments(100_003)).toEqual([25_003, 25_000, 25_000, 25_000]);
    expect(splitInstallments(4)).toEqual([1, 1, 1, 1]);
    expect(splitInstallments(7)).toEqual([4, 1, 1, 1]);
  });

  it("refuses totals that leave a part empty, and fractions", () => {
    expect(() => splitInstallments(3)).toThrow(InvalidInputError);
    expect(() => splitInstallments(100.5)).toThrow(InvalidInputError);
  });

  it("sums to the total exactly, the first a quarter rounded up, the rest equal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: Number.MAX_SAFE_INTEGER }), (total) => {
        const parts = splitInstallments(total);
        expect(parts).toHaveLength(4);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(new Set(parts.slice(1)).size).toBe(1);
        expect(defined(parts[0]) - defined(parts[1])).toBeGreaterThanOrEqual(0);
        expect(defined(parts[0]) - defined(parts[1])).toBeLessThan(4);
        for (const part of parts) expect(part).toBeGreaterThan(0);
      }),
    );
  });
});

describe("planInstallments", () => {
  it("takes 100 rub off, recomputes the commission and dates the parts two weeks apart", () => {
    const plan = planInstallments(order, "2025-03-05T09:30:00Z");
    // 3000 rub − 100 rub = 2900 rub; 5 % of it = 145 rub; plus insurance 200.03 rub.
    expect(plan.price).toMatchObject({
      discount: 10_000,
      commission: 14_500,
      total: 290_000 + 14_500 + 20_003,
    });
    expect(plan.parts).toEqual([
      { number: 1, amountKopecks: 81_128, dueAt: "2025-03-05T09:30:00.000Z" },
      { number: 2, amountKopecks: 81_125, dueAt: "2025-03-19T09:30:00.000Z" },
      { number: 3, amountKopecks: 81_125, dueAt: "2025-04-02T09:30:00.000Z" },
      { number: 4, amountKopecks: 81_125, dueAt: "2025-04-16T09:30:00.000Z" },
    ]);
  });

  it("adds its discount to a promo discount", () => {
    const plan = planInstallments({ ...order, discountKopecks: 5_000 }, "2025-01-01T00:00:00Z");
    expect(plan.price.discount).toBe(15_000);
  });

  it("is unavailable when the discount leaves nothing to split", () => {
    const cheap: PriceOrderInput = {
      items: [{ kind: "slot", unitKopecks: 10_000, count: 1 }],
      discountKopecks: 0,
      commissionPercent: 0,
    };
    expect(installmentsAvailable(cheap)).toBe(false);
    expect(installmentsAvailable(order)).toBe(true);
    expect(() => planInstallments(cheap, "2025-01-01T00:00:00Z")).toThrow(InvalidInputError);
  });

  it("parts always sum to the discounted total", () => {
    const itemArb = fc.record({
      kind: fc.constantFrom("slot" as const, "option" as const, "insurance" as const),
      unitKopecks: fc.integer({ min: 0, max: 5_000_000 }),
      count: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(itemArb, { maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (items, discountKopecks, bp) => {
          const input = { items, discountKopecks, commissionPercent: bp / 100 };
          fc.pre(installmentsAvailable(input));
          const plan = planInstallments(input, "2025-06-01T12:00:00Z");
          expect(plan.parts.reduce((s, p) => s + p.amountKopecks, 0)).toBe(plan.price.total);
          expect(plan.price.total).toBeLessThanOrEqual(priceOrder(input).total);
        },
      ),
    );
  });
});
