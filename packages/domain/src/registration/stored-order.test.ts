import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartTotalsOf } from "../payment/order-pricing";
import { cartTotals, type CartLine } from "./cart";
import { discountableKopecks, promoDiscountKopecks } from "./promo-codes";
import { storedOrderTotals } from "./stored-order";
import { orderItemOf } from "../payment/order-pricing";

describe("a stored order's totals", () => {
  it("are a slot, a shirt and insurance with 10% off at 5%: insurance carries neither", () => {
    expect(
      storedOrderTotals({
        slotKopecks: 100_000,
        options: [
          { kind: "product", unitKopecks: 20_000, count: 2 },
          { kind: "insurance", unitKopecks: 30_000, count: 1 },
        ],
        promo: { kind: "percent", percent: 10 },
        commissionBasisPoints: 500,
      }),
    ).toEqual({
      subtotalKopecks: 170_000,
      discountKopecks: 14_000,
      commissionPercent: 5,
      commissionBaseKopecks: 126_000,
      commissionKopecks: 6_300,
      insuranceKopecks: 30_000,
      totalKopecks: 162_300,
    });
  });

  it("agree with the cart's totals for any order", () => {
    const line = fc.record({
      kind: fc.constantFrom("insurance" as const, "service" as const, "product" as const),
      unitKopecks: fc.integer({ min: 0, max: 5_000_000 }),
      count: fc.integer({ min: 1, max: 5 }),
    });
    const promo = fc.option(
      fc.oneof(
        fc.record({
          kind: fc.constant("percent" as const),
          percent: fc.integer({ min: 1, max: 100 }),
        }),
        fc.record({
          kind: fc.constant("fixed" as const),
          kopecks: fc.integer({ min: 1, max: 9_000_000 }),
        }),
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(line, { maxLength: 4 }),
        promo,
        fc.integer({ min: 0, max: 10_000 }),
        (slotKopecks, options, discount, basisPoints) => {
          const lines: CartLine[] = [
            { id: "slot", kind: "slot", unitKopecks: slotKopecks, count: 1, maxPerOrder: 1 },
            ...options.map((o, i) => ({ ...o, id: `o${i}`, maxPerOrder: null })),
          ];
          const off = discount
            ? promoDiscountKopecks(discount, discountableKopecks(lines.map(orderItemOf)))
            : 0;
          const percent = basisPoints / 100;
          const cart = cartTotalsOf(
            cartTotals(lines, { discountKopecks: off, commissionPercent: percent }),
            percent,
          );
          expect(
            storedOrderTotals({
              slotKopecks,
              options,
              promo: discount,
              commissionBasisPoints: basisPoints,
            }),
          ).toEqual(cart);
        },
      ),
    );
  });
});
