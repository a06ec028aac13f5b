import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import type { OrderItem } from "../payment/order-pricing";
import {
  applyPromoCode,
  checkPromoCode,
  discountableKopecks,
  normalizePromoCode,
  PROMO_CHECK_FAILURES,
  PROMO_FAILURE_MESSAGES,
  promoDiscountKopecks,
  promoDiscountSchema,
  type PromoCode,
  type PromoContext,
  promoEntryMessage,
} from "./promo-codes";

const spring: PromoCode = {
  code: "SPRING25",
  eventCode: "moscow-half",
  raceCode: null,
  discount: { kind: "percent", percent: 25 },
  validFrom: "2025-03-01T00:00:00Z",
  validUntil: "2025-06-01T00:00:00Z",
  maxUses: 100,
  used: 99,
};
const here: PromoContext = {
  now: "2025-04-01T12:00:00Z",
  eventCode: "moscow-half",
  raceCode: "21k",
};

describe("normalizePromoCode", () => {
  it("trims and upper-cases, locale-independently", () => {
    expect(normalizePromoCode("  spring25 \n")).toBe("SPRING25");
    expect(normalizePromoCode("весна")).toBe("ВЕСНА");
    expect(normalizePromoCode("istanbul")).toBe("ISTANBUL");
    expect(normalizePromoCode("   ")).toBe("");
  });
});

describe("promoDiscountKopecks", () => {
  it("rounds a percent down to the whole kopeck", () => {
    expect(promoDiscountKopecks({ kind: "percent", percent: 15 }, 999)).toBe(149); // 149.85
    expect(promoDiscountKopecks({ kind: "percent", percent: 10 }, 250_000)).toBe(25_000);
    expect(promoDiscountKopecks({ kind: "percent", percent: 100 }, 12_345)).toBe(12_345);
    expect(promoDiscountKopecks({ kind: "percent", percent: 1 }, 99)).toBe(0);
  });

  it("caps a fixed sum at the base", () => {
    expect(promoDiscountKopecks({ kind: "fixed", kopecks: 50_000 }, 200_000)).toBe(50_000);
    expect(promoDiscountKopecks({ kind: "fixed", kopecks: 50_000 }, 30_000)).toBe(30_000);
    expect(promoDiscountKopecks({ kind: "fixed", kopecks: 50_000 }, 0)).toBe(0);
  });

  it("stays exact beyond 2^53 intermediates", () => {
    expect(promoDiscountKopecks({ kind: "percent", percent: 100 }, Number.MAX_SAFE_INTEGER)).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it("refuses a bad base or discount", () => {
    expect(() => promoDiscountKopecks({ kind: "fixed", kopecks: 100 }, -1)).toThrow(
      InvalidInputError,
    );
    expect(() => promoDiscountKopecks({ kind: "fixed", kopecks: 100 }, 1.5)).toThrow(
      InvalidInputError,
    );
    expect(() => promoDiscountKopecks({ kind: "percent", percent: 101 }, 100)).toThrow(
      InvalidInputError,
    );
    expect(() => promoDiscountKopecks({ kind: "percent", percent: 12.5 }, 100)).toThrow(
      InvalidInputError,
    );
    expect(() => promoDiscountKopecks({ kind: "fixed", kopecks: 0 }, 100)).toThrow(
      InvalidInputError,
    );
    expect(promoDiscountSchema.safeParse({ kind: "percent", percent: 0 }).success).toBe(false);
  });

  it("is a whole number of kopecks, never negative, never above the base or the percent", () => {
    const discountArb = fc.oneof(
      fc.record({
        kind: fc.constant("percent" as const),
        percent: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        kind: fc.constant("fixed" as const),
        kopecks: fc.integer({ min: 1, max: 1e12 }),
      }),
    );
    fc.assert(
      fc.property(discountArb, fc.integer({ min: 0, max: 1e13 }), (discount, base) => {
        const off = promoDiscountKopecks(discount, base);
        expect(Number.isSafeInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(base);
        if (discount.kind === "percent") {
          expect(off * 100).toBeLessThanOrEqual(base * discount.percent);
          expect((off + 1) * 100).toBeGreaterThan(base * discount.percent);
        } else {
          expect(off).toBe(Math.min(discount.kopecks, base));
        }
      }),
    );
  });
});

describe("discountableKopecks", () => {
  it("sums slots and options, never insurance", () => {
    const items: OrderItem[] = [
      { kind: "slot", unitKopecks: 200_000, count: 1 },
      { kind: "option", unitKopecks: 30_000, count: 2 },
      { kind: "insurance", unitKopecks: 50_000, count: 1 },
    ];
    expect(discountableKopecks(items)).toBe(260_000);
    expect(discountableKopecks([])).toBe(0);
  });
});

describe("checkPromoCode", () => {
  it("accepts a valid code typed in any case", () => {
    expect(checkPromoCode(" spring25 ", spring, here)).toEqual({
      ok: true,
      code: "SPRING25",
      promo: spring,
    });
    expect(checkPromoCode("SPRING25", { ...spring, raceCode: "21k" }, here).ok).toBe(true);
    expect(
      checkPromoCode(
        "SPRING25",
        { ...spring, validFrom: null, validUntil: null, maxUses: null },
        here,
      ).ok,
    ).toBe(true);
  });

  it.each([
    ["empty", "", spring, here],
    ["empty", "   ", spring, here],
    ["empty", undefined, spring, here],
    ["unknown", "AUTUMN", null, here],
    ["unknown", "AUTUMN", spring, here],
    ["otherEvent", "SPRING25", spring, { ...here, eventCode: "spb-marathon" }],
    ["otherRace", "SPRING25", { ...spring, raceCode: "10k" }, here],
    ["notStarted", "SPRING25", spring, { ...here, now: "2025-02-28T23:59:59Z" }],
    ["ended", "SPRING25", spring, { ...here, now: "2025-06-01T00:00:00Z" }],
    ["usedUp", "SPRING25", { ...spring, used: 100 }, here],
  ] as const)("fails with %s", (failure, input, found, context) => {
    expect(checkPromoCode(input, found, context)).toEqual({
      ok: false,
      failure,
      message: PROMO_FAILURE_MESSAGES[failure],
    });
  });

  it("is valid from validFrom on, up to but not at validUntil", () => {
    expect(checkPromoCode("SPRING25", spring, { ...here, now: "2025-03-01T00:00:00Z" }).ok).toBe(
      true,
    );
    expect(
      checkPromoCode("SPRING25", spring, { ...here, now: "2025-05-31T23:59:59.999Z" }).ok,
    ).toBe(true);
  });

  it("maps every failure to a SPEC §5 promo message", () => {
    expect(Object.keys(PROMO_FAILURE_MESSAGES).sort()).toEqual([...PROMO_CHECK_FAILURES].sort());
    expect(PROMO_FAILURE_MESSAGES.empty).toBe("promo.empty");
    expect(PROMO_FAILURE_MESSAGES.unknown).toBe("promo.notFound");
    expect(PROMO_FAILURE_MESSAGES.usedUp).toBe("promo.usedUp");
    expect(PROMO_FAILURE_MESSAGES.ended).toBe("promo.expired");
    expect(PROMO_FAILURE_MESSAGES.otherRace).toBe("promo.otherRace");
    expect(PROMO_FAILURE_MESSAGES.notStarted).toBe("promo.notStarted");
  });
});

describe("applyPromoCode", () => {
  it("discounts slots and options", () => {
    const items: OrderItem[] = [
      { kind: "slot", unitKopecks: 200_000, count: 1 },
      { kind: "insurance", unitKopecks: 40_000, count: 1 },
    ];
    expect(applyPromoCode(spring, items)).toEqual({ ok: true, discountKopecks: 50_000 });
  });

  it("fails when it would take nothing off", () => {
    expect(applyPromoCode(spring, [{ kind: "slot", unitKopecks: 0, count: 1 }])).toEqual({
      ok: false,
      message: "promo.applyFailed",
    });
    expect(applyPromoCode(spring, [{ kind: "insurance", unitKopecks: 40_000, count: 1 }]).ok).toBe(
      false,
    );
  });
});

describe("promoEntryMessage", () => {
  it.each([
    ["", null, false, null],
    ["", null, true, "promo.empty"],
    ["  ", "SPRING25", true, "promo.empty"],
    ["spring25", null, false, "promo.notChecked"],
    ["spring25", "SPRING25", true, null],
    ["AUTUMN", "SPRING25", false, "promo.notChecked"],
  ] as const)("%j (applied %s, required %s) → %s", (typed, applied, required, expected) => {
    expect(promoEntryMessage(typed, applied, required)).toBe(expected);
  });
});
