import type { Product } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { initialOptionChoice, optionPriceErrors, optionSelection } from "./option-choice";
import { clampOptionCount, maxOptionCount } from "./option-limits";

function product(code: string, change: Partial<Product> = {}): Product {
  return {
    code,
    kind: "product",
    name: code,
    description: "",
    imageUrl: null,
    priceKopecks: 150000,
    available: null,
    maxPerOrder: null,
    inCart: 0,
    customPrice: null,
    insurance: null,
    ...change,
  };
}

const shirt = product("shirt", { available: 3, maxPerOrder: 2, inCart: 1 });
const medal = product("medal", { available: 0 });
const donation = product("donation", {
  kind: "service",
  customPrice: { minKopecks: 10000, maxKopecks: 500000 },
});

describe("option limits", () => {
  it("bounds the count by stock and the per-order limit, whichever is lower", () => {
    expect(maxOptionCount(shirt)).toBe(2);
    expect(maxOptionCount(product("x", { available: 1, maxPerOrder: 5 }))).toBe(1);
    expect(maxOptionCount(medal)).toBe(0);
    expect(clampOptionCount(shirt, 9)).toBe(2);
    expect(clampOptionCount(shirt, -1)).toBe(0);
  });
});

describe("the options choice", () => {
  it("starts from what the order holds, over a kept choice clamped to today's stock", () => {
    expect(initialOptionChoice([shirt, medal]).counts).toEqual({ shirt: 1, medal: 0 });
    const kept = { counts: { shirt: 5, medal: 2 }, priceTexts: {} };
    expect(initialOptionChoice([shirt, medal], kept).counts).toEqual({ shirt: 2, medal: 0 });
    expect(initialOptionChoice([donation]).priceTexts).toEqual({ donation: "" });
  });

  it("checks a chosen custom price against its bounds, and ignores one not chosen", () => {
    const chosen = (text: string) => ({ counts: { donation: 1 }, priceTexts: { donation: text } });
    expect(optionPriceErrors([donation], chosen(""))).toEqual({ donation: "price.invalid" });
    expect(optionPriceErrors([donation], chosen("12,345"))).toEqual({ donation: "price.invalid" });
    expect(optionPriceErrors([donation], chosen("50"))).toEqual({ donation: "price.outOfBounds" });
    expect(optionPriceErrors([donation], chosen("5 000,00"))).toEqual({});
    expect(optionPriceErrors([donation], { counts: { donation: 0 }, priceTexts: {} })).toEqual({});
  });

  it("hands on every option's count and the chosen prices in kopecks", () => {
    const selection = optionSelection([shirt, donation], {
      counts: { shirt: 2, donation: 1 },
      priceTexts: { donation: "1 500,50" },
    });
    expect(selection).toEqual({
      products: [
        { code: "shirt", count: 2 },
        { code: "donation", count: 1 },
      ],
      customPrices: [{ code: "donation", priceKopecks: 150050 }],
    });
  });
});
