import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotalsSchema } from "../dto/registration-cart";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  cartOrderInput,
  cartTotalsOf,
  commissionFor,
  type OrderItem,
  orderItemOf,
  priceOrder,
  priceOrderInputSchema,
} from "./order-pricing";

describe("commissionFor", () => {
  it("rounds half up to the kopeck", () => {
    expect(commissionFor(250, 5)).toBe(13); // 12.5 → 13
    expect(commissionFor(249, 5)).toBe(12); // 12.45 → 12
    expect(commissionFor(10_000, 2.5)).toBe(250);
    expect(commissionFor(333, 33.33)).toBe(111); // 110.9889 → 111
    expect(commissionFor(0, 10)).toBe(0);
    expect(commissionFor(12_345, 0)).toBe(0);
    expect(commissionFor(12_345, 100)).toBe(12_345);
  });

  it("stays exact beyond 2^53 intermediates", () => {
    expect(commissionFor(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses percents it cannot compute exactly", () => {
    expect(() => commissionFor(100, 1.234)).toThrow(InvalidInputError);
    expect(() => commissionFor(100, -1)).toThrow(InvalidInputError);
    expect(() => commissionFor(100, 101)).toThrow(InvalidInputError);
    expect(() => commissionFor(100, Number.NaN)).toThrow(InvalidInputError);
    expect(() => commissionFor(-100, 5)).toThrow(InvalidInputError);
  });
});

describe("priceOrder", () => {
  it("takes commission on slots and options after the discount, never on insurance", () => {
    const price = priceOrder({
      items: [
        { kind: "slot", unitKopecks: 200_000, count: 1 },
        { kind: "option", unitKopecks: 50_000, count: 2 },
        { kind: "insurance", unitKopecks: 30_000, count: 1 },
      ],
      discountKopecks: 100_000,
      commissionPercent: 5,
    });
    expect(price).toEqual({
      subtotal: 330_000,
      discount: 100_000,
      commissionBase: 200_000,
      commission: 10_000,
      total: 240_000,
      insurance: 30_000,
    });
  });

  it("caps the discount at what slots and options cost", () => {
    const price = priceOrder({
      items: [
        { kind: "slot", unitKopecks: 10_000, count: 1 },
        { kind: "insurance", unitKopecks: 5_000, count: 1 },
      ],
      discountKopecks: 99_999,
      commissionPercent: 10,
    });
    expect(price).toMatchObject({ discount: 10_000, commission: 0, total: 5_000 });
  });

  it("prices an empty order at zero", () => {
    expect(priceOrder({ items: [], discountKopecks: 0, commissionPercent: 3 }).total).toBe(0);
  });

  it("refuses negative or fractional input", () => {
    const slot = (unitKopecks: number, count = 1): OrderItem => ({
      kind: "slot",
      unitKopecks,
      count,
    });
    expect(() =>
      priceOrder({ items: [slot(-1)], discountKopecks: 0, commissionPercent: 0 }),
    ).toThrow(InvalidInputError);
    expect(() =>
      priceOrder({ items: [slot(1.5)], discountKopecks: 0, commissionPercent: 0 }),
    ).toThrow(InvalidInputError);
    expect(() =>
      priceOrder({ items: [slot(100, -1)], discountKopecks: 0, commissionPercent: 0 }),
    ).toThrow(InvalidInputError);
    expect(() =>
      priceOrder({ items: [slot(100)], discountKopecks: -5, commissionPercent: 0 }),
    ).toThrow(InvalidInputError);
    expect(() =>
      priceOrder({ items: [slot(100)], discountKopecks: 0.5, commissionPercent: 0 }),
    ).toThrow(InvalidInputError);
  });

  it("has a wire schema that refuses the same", () => {
    expect(
      priceOrderInputSchema.safeParse({ items: [], discountKopecks: 0, commissionPercent: 2.5 })
        .success,
    ).toBe(true);
    const bad = priceOrderInputSchema.safeParse({
      items: [{ kind: "slot", unitKopecks: 1.5, count: 1 }],
      discountKopecks: 0,
      commissionPercent: 2.555,
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["price.invalid", "field.invalid"]);
  });
});

const itemArb = fc.record({
  kind: fc.constantFrom("slot" as const, "option" as const, "insurance" as const),
  unitKopecks: fc.integer({ min: 0, max: 10_000_000 }),
  count: fc.integer({ min: 0, max: 20 }),
});
const orderArb = fc.record({
  items: fc.array(itemArb, { maxLength: 12 }),
  discountKopecks: fc.integer({ min: 0, max: 50_000_000 }),
  commissionPercent: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
});
const lineSum = (items: readonly OrderItem[], insurance: boolean): number =>
  items
    .filter((i) => (i.kind === "insurance") === insurance)
    .reduce((s, i) => s + i.unitKopecks * i.count, 0);

describe("priceOrder properties", () => {
  it("sums are exact and never negative", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const price = priceOrder(order);
        for (const value of Object.values(price)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(price.subtotal).toBe(lineSum(order.items, false) + lineSum(order.items, true));
        expect(price.total).toBe(price.subtotal - price.discount + price.commission);
      }),
    );
  });

  it("never charges commission on insurance", () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(itemArb.map((i) => ({ ...i, kind: "insurance" as const }))),
        (order, extra) => {
          const withInsurance = priceOrder({ ...order, items: [...order.items, ...extra] });
          expect(withInsurance.commission).toBe(priceOrder(order).commission);
          expect(withInsurance.insurance).toBe(lineSum(order.items, true) + lineSum(extra, true));
        },
      ),
    );
  });

  it("never discounts more than the discountable sum, nor the insurance", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const price = priceOrder(order);
        expect(price.discount).toBeLessThanOrEqual(lineSum(order.items, false));
        expect(price.discount).toBeLessThanOrEqual(order.discountKopecks);
        expect(price.total).toBeGreaterThanOrEqual(price.insurance);
      }),
    );
  });

  it("recomputes the commission after the discount, so a bigger discount never raises it", () => {
    fc.assert(
      fc.property(orderArb, fc.integer({ min: 0, max: 1_000_000 }), (order, more) => {
        const base = priceOrder(order);
        const discounted = priceOrder({ ...order, discountKopecks: order.discountKopecks + more });
        expect(discounted.commission).toBeLessThanOrEqual(base.commission);
        expect(discounted.commission).toBe(
          commissionFor(discounted.commissionBase, order.commissionPercent),
        );
      }),
    );
  });

  it("rounds the commission half up, within half a kopeck of the exact value", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const { commission, commissionBase } = priceOrder(order);
        const exact = (commissionBase * Math.round(order.commissionPercent * 100)) / 10_000;
        expect(Math.abs(commission - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe("cartTotalsOf", () => {
  it("puts each of priceOrder's figures under its wire name, with the percent priced at", () => {
    const price = priceOrder({
      items: [
        { kind: "slot", unitKopecks: 200_000, count: 1 },
        { kind: "option", unitKopecks: 50_000, count: 2 },
        { kind: "insurance", unitKopecks: 30_000, count: 1 },
      ],
      discountKopecks: 100_000,
      commissionPercent: 2.5,
    });
    const totals = cartTotalsOf(price, 2.5);
    expect(totals).toEqual({
      subtotalKopecks: 330_000,
      discountKopecks: 100_000,
      commissionPercent: 2.5,
      commissionBaseKopecks: 200_000,
      commissionKopecks: 5_000,
      insuranceKopecks: 30_000,
      totalKopecks: 235_000,
    });
    expect(cartTotalsSchema.parse(totals)).toEqual(totals);
  });
});

describe("the cart as priceOrder's input", () => {
  it("prices services and products as options and keeps the slot and insurance as they are", () => {
    expect(orderItemOf({ kind: "slot", unitKopecks: 200_000, count: 1 })).toEqual({
      kind: "slot",
      unitKopecks: 200_000,
      count: 1,
    });
    expect(orderItemOf({ kind: "service", unitKopecks: 10_000, count: 3 }).kind).toBe("option");
    expect(orderItemOf({ kind: "product", unitKopecks: 50_000, count: 2 }).kind).toBe("option");
    expect(orderItemOf({ kind: "insurance", unitKopecks: 30_000, count: 1 }).kind).toBe(
      "insurance",
    );
  });

  it("reprices the cart to the totals it answered", () => {
    const items = [
      { kind: "slot", unitKopecks: 200_000, count: 1 },
      { kind: "product", unitKopecks: 50_000, count: 2 },
      { kind: "insurance", unitKopecks: 30_000, count: 1 },
    ] as const;
    const input = cartOrderInput({
      items: items.map((item) => ({
        ...item,
        id: item.kind,
        name: item.kind,
        imageUrl: null,
        lineKopecks: item.unitKopecks * item.count,
        maxPerOrder: null,
        available: null,
        customPrice: null,
      })),
      totals: cartTotalsOf(
        priceOrder({
          items: items.map(orderItemOf),
          discountKopecks: 20_000,
          commissionPercent: 5,
        }),
        5,
      ),
    });
    expect(input).toEqual({
      items: [
        { kind: "slot", unitKopecks: 200_000, count: 1 },
        { kind: "option", unitKopecks: 50_000, count: 2 },
        { kind: "insurance", unitKopecks: 30_000, count: 1 },
      ],
      discountKopecks: 20_000,
      commissionPercent: 5,
    });
    // 3 000 ₽ of slot and options − 200 ₽ = 2 800 ₽, 5 % of it 140 ₽, 300 ₽ of insurance.
    expect(priceOrder(input).total).toBe(324_000);
  });
});
