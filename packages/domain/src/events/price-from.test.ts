import { describe, expect, it } from "vitest";
import { priceOrder } from "../payment/order-pricing";
import { allInSlotKopecks } from "./price-from";

describe("all-in slot price", () => {
  it("adds the commission the order would, rounded half up to the kopeck", () => {
    expect(allInSlotKopecks(230_000, 500)).toBe(241_500);
    expect(allInSlotKopecks(250, 500)).toBe(263); // 12.5 → 13
    expect(allInSlotKopecks(100_000, 0)).toBe(100_000);
    expect(allInSlotKopecks(0, 500)).toBe(0);
  });

  it("is what priceOrder charges for that one slot", () => {
    for (const [price, bp] of [
      [123_457, 350],
      [99_999, 400],
      [1, 9999],
    ] as const) {
      const order = priceOrder({
        items: [{ kind: "slot", unitKopecks: price, count: 1 }],
        discountKopecks: 0,
        commissionPercent: bp / 100,
      });
      expect(allInSlotKopecks(price, bp)).toBe(order.total);
    }
  });
});
