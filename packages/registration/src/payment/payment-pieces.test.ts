import { cartOrderInput, planInstallments, rub, type Cart } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { countdownText } from "./countdown-text";
import { asPaymentProgress } from "./payment-progress";

describe("the countdown", () => {
  it("shows minutes and seconds, rounding up so 00:00 means the time is up", () => {
    expect(countdownText(20 * 60_000)).toBe("20:00");
    expect(countdownText(61_001)).toBe("01:02");
    expect(countdownText(1)).toBe("00:01");
    expect(countdownText(0)).toBe("00:00");
    expect(countdownText(-5)).toBe("00:00");
  });
});

describe("the cart as an order to price", () => {
  const cart = {
    items: [
      { kind: "slot", unitKopecks: rub(2000), count: 1 },
      { kind: "product", unitKopecks: rub(500), count: 2 },
      { kind: "insurance", unitKopecks: rub(300), count: 1 },
    ],
    totals: { discountKopecks: rub(200), commissionPercent: 5 },
  } as unknown as Cart;

  it("maps services and products to options, keeps insurance apart, and carries the discount", () => {
    expect(cartOrderInput(cart)).toEqual({
      items: [
        { kind: "slot", unitKopecks: 200000, count: 1 },
        { kind: "option", unitKopecks: 50000, count: 2 },
        { kind: "insurance", unitKopecks: 30000, count: 1 },
      ],
      discountKopecks: 20000,
      commissionPercent: 5,
    });
  });

  it("gives the installment plan its 100 rub off and four parts that add up", () => {
    const plan = planInstallments(cartOrderInput(cart), "2026-05-01T09:00:00Z");
    const sum = plan.parts.reduce((total, part) => total + part.amountKopecks, 0);
    expect(sum).toBe(plan.price.total);
    expect(plan.price.discount).toBe(rub(300));
  });
});

describe("a kept payment progress", () => {
  it("is read back only in its own shape", () => {
    const progress = {
      state: "checking",
      method: "qr",
      qr: { qrId: "q1", imageUrl: "/qr.png", paymentUrl: null },
      paidAt: "2026-05-01T09:00:00Z",
    };
    expect(asPaymentProgress(progress)).toEqual(progress);
    expect(asPaymentProgress({ ...progress, method: null, qr: null })).not.toBeNull();
    expect(asPaymentProgress({ ...progress, state: "paid" })).toBeNull();
    expect(asPaymentProgress({ ...progress, method: "cash" })).toBeNull();
    expect(asPaymentProgress({ ...progress, qr: { qrId: 1 } })).toBeNull();
    expect(asPaymentProgress("checking")).toBeNull();
  });
});
