import type { CartTotals } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { orderSummaryRows } from "./order-summary-rows";

const NBSP = "\u00A0";

const totals: CartTotals = {
  subtotalKopecks: 350000,
  discountKopecks: 50000,
  commissionPercent: 5.5,
  commissionBaseKopecks: 250000,
  commissionKopecks: 13750,
  insuranceKopecks: 50000,
  totalKopecks: 313750,
};

describe("the order summary", () => {
  it("reads in Russian with no-break spaces, the discount as a minus and the percent", () => {
    expect(orderSummaryRows(totals, "ru")).toEqual([
      { kind: "subtotal", amount: `3${NBSP}500${NBSP}₽` },
      { kind: "discount", amount: `-500${NBSP}₽` },
      { kind: "insurance", amount: `500${NBSP}₽` },
      { kind: "commission", amount: `137,50${NBSP}₽`, percent: "5,5" },
      { kind: "total", amount: `3${NBSP}137,50${NBSP}₽` },
    ]);
  });

  it("reads in English with the sign first", () => {
    expect(orderSummaryRows(totals, "en").map((row) => row.amount)).toEqual([
      "₽3,500",
      "-₽500",
      "₽500",
      "₽137.50",
      "₽3,137.50",
    ]);
    expect(orderSummaryRows(totals, "en")[3]).toMatchObject({ percent: "5.5" });
  });

  it("leaves out a discount, insurance and commission the order does not have", () => {
    const plain = {
      ...totals,
      discountKopecks: 0,
      insuranceKopecks: 0,
      commissionPercent: 0,
      commissionKopecks: 0,
      totalKopecks: 350000,
    };
    expect(orderSummaryRows(plain, "en").map((row) => row.kind)).toEqual(["subtotal", "total"]);
  });
});
