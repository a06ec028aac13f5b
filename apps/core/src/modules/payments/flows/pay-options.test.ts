import { describe, expect, it } from "vitest";
import { cartOrderInput, planInstallments, priceOrder, type Cart } from "@reg/domain";
import { payOptionsFor } from "./pay-options";

const START = new Date("2026-06-15T09:00:00.000Z");
const ALL = ["card", "qr", "sbp", "installments"] as const;

function cartOf(slotKopecks: number, insuranceKopecks = 0, discountKopecks = 0): Cart {
  const items: Cart["items"] = [
    {
      id: "slot",
      kind: "slot",
      name: "10 km",
      imageUrl: null,
      unitKopecks: slotKopecks,
      count: 1,
      lineKopecks: slotKopecks,
      maxPerOrder: 1,
      available: 1,
      customPrice: null,
    },
  ];
  if (insuranceKopecks > 0)
    items.push({
      id: "accident",
      kind: "insurance",
      name: "Accident",
      imageUrl: null,
      unitKopecks: insuranceKopecks,
      count: 1,
      lineKopecks: insuranceKopecks,
      maxPerOrder: 1,
      available: null,
      customPrice: null,
    });
  const price = priceOrder({
    items: items.map((i) => ({
      kind: i.kind === "insurance" ? "insurance" : "slot",
      unitKopecks: i.unitKopecks,
      count: 1,
    })),
    discountKopecks,
    commissionPercent: 5,
  });
  return {
    registrationId: "6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70",
    state: "awaitingPayment",
    eventCode: "e",
    raceCode: "r",
    items,
    promoCode: null,
    totals: {
      subtotalKopecks: price.subtotal,
      discountKopecks: price.discount,
      commissionPercent: 5,
      commissionBaseKopecks: price.commissionBase,
      commissionKopecks: price.commission,
      insuranceKopecks: price.insurance,
      totalKopecks: price.total,
    },
    createdAt: START.toISOString(),
    paymentDeadline: START.toISOString(),
    notice: null,
    changes: [],
    originalsNeededAtPickup: [],
  };
}

describe("the ways an order can be paid", () => {
  it("offers the acquirer's methods in the domain's order, each charging the whole total", () => {
    const options = payOptionsFor(cartOf(100_000), ["installments", "qr", "card"], START);
    expect(options.map((o) => o.method)).toEqual(["card", "qr", "installments"]);
    expect(options[0]).toEqual({
      method: "card",
      amountKopecks: 105_000,
      totalKopecks: 105_000,
      installments: null,
    });
  });

  it("prices installments by the domain's plan: the extra discount, the first part now", () => {
    const cart = cartOf(100_000, 20_000, 30_000);
    const plan = planInstallments(cartOrderInput(cart), START);
    const installments = payOptionsFor(cart, ALL, START).find((o) => o.method === "installments");
    expect(installments).toEqual({
      method: "installments",
      amountKopecks: plan.parts[0]?.amountKopecks,
      totalKopecks: plan.price.total,
      installments: { discountKopecks: 10_000, totalKopecks: plan.price.total, parts: plan.parts },
    });
    expect(
      installments?.installments?.parts.reduce((sum, part) => sum + part.amountKopecks, 0),
    ).toBe(plan.price.total);
  });

  it("offers no installments where the discount leaves nothing to split", () => {
    expect(payOptionsFor(cartOf(11_000), ALL, START).map((o) => o.method)).toEqual([
      "card",
      "qr",
      "sbp",
      "installments",
    ]);
    expect(payOptionsFor(cartOf(10_000), ALL, START).map((o) => o.method)).toEqual([
      "card",
      "qr",
      "sbp",
    ]);
  });

  it("lets a free order be confirmed as a card payment of nothing", () => {
    expect(payOptionsFor(cartOf(0), ALL, START)).toEqual([
      { method: "card", amountKopecks: 0, totalKopecks: 0, installments: null },
    ]);
    expect(payOptionsFor(cartOf(0), ["qr"], START)).toEqual([]);
  });
});
