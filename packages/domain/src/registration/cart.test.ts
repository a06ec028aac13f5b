import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustCartToStock,
  CART_LINE_KINDS,
  type CartLine,
  cartLineSchema,
  cartTotals,
  checkCartCount,
  MAX_COUNT_PER_LINE,
  maxCartCount,
  type StockLevels,
} from "./cart";
import { InvalidInputError } from "../errors/invalid-input-error";
import { defined } from "../errors/defined";

interface ShownLine extends CartLine {
  readonly name: string;
}

const slot: ShownLine = {
  id: "slot-1",
  kind: "slot",
  unitKopecks: 250_000,
  count: 1,
  maxPerOrder: 1,
  name: "21 km",
};
const shirt: ShownLine = {
  id: "shirt-m",
  kind: "product",
  unitKopecks: 150_000,
  count: 3,
  maxPerOrder: 5,
  name: "T-shirt",
};
const medal: ShownLine = {
  id: "engraving",
  kind: "service",
  unitKopecks: 50_000,
  count: 1,
  maxPerOrder: null,
  name: "Engraving",
};
const policy: ShownLine = {
  id: "accident",
  kind: "insurance",
  unitKopecks: 30_000,
  count: 1,
  maxPerOrder: 1,
  name: "Accident",
};
const cart = [slot, shirt, medal, policy];
const plenty: StockLevels = { "slot-1": 1, "shirt-m": 10, engraving: null, accident: null };

describe("adjustCartToStock", () => {
  it("leaves a cart within stock untouched, the same line objects included", () => {
    const result = adjustCartToStock(cart, plenty);
    expect(result).toEqual({ lines: cart, changes: [], message: null, slotLost: false });
    expect(result.lines[1]).toBe(shirt);
  });

  it("lowers a limited option and says the order was adjusted", () => {
    const result = adjustCartToStock(cart, { ...plenty, "shirt-m": 2 });
    expect(result.lines.map((l) => [l.id, l.count])).toEqual([
      ["slot-1", 1],
      ["shirt-m", 2],
      ["engraving", 1],
      ["accident", 1],
    ]);
    expect(result.lines[1]?.name).toBe("T-shirt");
    expect(result.changes).toEqual([{ id: "shirt-m", kind: "product", from: 3, to: 2 }]);
    expect(result.message).toBe("stock.optionsAdjusted");
    expect(result.slotLost).toBe(false);
  });

  it("drops an option that is sold out or no longer offered", () => {
    const stock: StockLevels = { "slot-1": 1, "shirt-m": 0, accident: null };
    const result = adjustCartToStock(cart, stock);
    expect(result.lines.map((l) => l.id)).toEqual(["slot-1", "accident"]);
    expect(result.changes).toEqual([
      { id: "shirt-m", kind: "product", from: 3, to: 0 },
      { id: "engraving", kind: "service", from: 1, to: 0 },
    ]);
    expect(result.message).toBe("stock.optionsAdjusted");
  });

  it("says the cart is out of stock when the slot itself is gone, whatever else changed", () => {
    const result = adjustCartToStock(cart, { ...plenty, "slot-1": 0, "shirt-m": 1 });
    expect(result.slotLost).toBe(true);
    expect(result.message).toBe("stock.cartOutOfStock");
    expect(result.lines.map((l) => l.id)).toEqual(["shirt-m", "engraving", "accident"]);
  });

  it("applies the per-order limit as well as the stock", () => {
    const result = adjustCartToStock([{ ...shirt, count: 8 }], { "shirt-m": null });
    expect(result.lines[0]?.count).toBe(5);
    expect(result.message).toBe("stock.optionsAdjusted");
  });

  it("refuses counts and stock that are no whole numbers", () => {
    expect(() => adjustCartToStock([{ ...shirt, count: 1.5 }], plenty)).toThrow(InvalidInputError);
    expect(() => adjustCartToStock([{ ...shirt, count: -1 }], plenty)).toThrow(InvalidInputError);
    expect(() => adjustCartToStock([shirt], { "shirt-m": -2 })).toThrow(InvalidInputError);
    expect(() => adjustCartToStock([shirt], { "shirt-m": Number.NaN })).toThrow(InvalidInputError);
  });

  it("never exceeds stock or limits, never adds, and reports exactly what it changed", () => {
    const lineArb = fc.record({
      id: fc.constantFrom("a", "b", "c", "d", "e"),
      kind: fc.constantFrom(...CART_LINE_KINDS),
      unitKopecks: fc.integer({ min: 0, max: 1_000_000 }),
      count: fc.integer({ min: 0, max: MAX_COUNT_PER_LINE }),
      maxPerOrder: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    });
    const stockArb = fc.dictionary(
      fc.constantFrom("a", "b", "c", "d", "e"),
      fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(lineArb, { selector: (l) => l.id }), stockArb, (lines, stock) => {
        const result = adjustCartToStock(lines, stock);
        for (const line of result.lines) {
          const original = defined(lines.find((l) => l.id === line.id));
          const available = stock[line.id];
          expect(line.count).toBeGreaterThan(0);
          expect(line.count).toBeLessThanOrEqual(original.count);
          if (available !== null) expect(line.count).toBeLessThanOrEqual(available ?? 0);
          if (line.maxPerOrder !== null) expect(line.count).toBeLessThanOrEqual(line.maxPerOrder);
        }
        for (const change of result.changes) expect(change.to).toBeLessThan(change.from);
        const unchanged = lines.filter((l) => !result.changes.some((c) => c.id === l.id));
        expect(unchanged.every((l) => l.count === 0 || result.lines.includes(l))).toBe(true);
        expect(result.message === null).toBe(result.changes.length === 0);
        expect(result.slotLost).toBe(result.changes.some((c) => c.kind === "slot"));
        expect(adjustCartToStock(result.lines, stock).changes).toEqual([]);
      }),
    );
  });
});

describe("maxCartCount and checkCartCount", () => {
  it("bound a count by stock, the per-order limit and the overall cap", () => {
    expect(maxCartCount(shirt, { "shirt-m": 2 })).toBe(2);
    expect(maxCartCount(shirt, { "shirt-m": 9 })).toBe(5);
    expect(maxCartCount(medal, { engraving: null })).toBe(MAX_COUNT_PER_LINE);
    expect(maxCartCount(medal, {})).toBe(0);
  });

  it.each([
    [1, { "shirt-m": 3 }, null],
    [3, { "shirt-m": 3 }, null],
    [0, { "shirt-m": 3 }, "belowOne"],
    [2.5, { "shirt-m": 3 }, "notWholeNumber"],
    [Number.NaN, { "shirt-m": 3 }, "notWholeNumber"],
    [4, { "shirt-m": 3 }, "aboveStock"],
    [7, { "shirt-m": 3 }, "aboveStock"],
    [6, { "shirt-m": null }, "abovePerOrderLimit"],
    [1, {}, "aboveStock"],
  ] as const)("count %d with stock %j → %s", (count, stock, expected) => {
    expect(checkCartCount(shirt, count, stock)).toBe(expected);
  });

  it("caps an unlimited line at MAX_COUNT_PER_LINE", () => {
    expect(checkCartCount(medal, MAX_COUNT_PER_LINE, { engraving: null })).toBeNull();
    expect(checkCartCount(medal, MAX_COUNT_PER_LINE + 1, { engraving: null })).toBe(
      "abovePerOrderLimit",
    );
  });
});

describe("cartTotals", () => {
  it("prices options as options and keeps insurance out of discount and commission", () => {
    expect(cartTotals(cart, { discountKopecks: 100_000, commissionPercent: 5 })).toEqual({
      subtotal: 780_000,
      discount: 100_000,
      commissionBase: 650_000,
      commission: 32_500,
      total: 712_500,
      insurance: 30_000,
    });
  });

  it("prices an empty cart at zero", () => {
    expect(cartTotals([], { discountKopecks: 0, commissionPercent: 3 }).total).toBe(0);
  });
});

describe("cartLineSchema", () => {
  it("accepts a line and refuses fractional money or counts", () => {
    expect(cartLineSchema.safeParse(shirt).success).toBe(true);
    expect(
      cartLineSchema.safeParse({ ...shirt, unitKopecks: 10.5 }).error?.issues[0]?.message,
    ).toBe("price.invalid");
    expect(cartLineSchema.safeParse({ ...shirt, count: 1.5 }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...shirt, kind: "gift" }).success).toBe(false);
  });
});
