import { describe, expect, it } from "vitest";
import {
  CARD_NETWORKS,
  isQrPaymentMethod,
  PAYMENT_METHODS,
  PAYMENT_RESULT_STATES,
  paymentMethodSchema,
  paymentResultStateSchema,
} from "./payment-methods";

describe("payment methods", () => {
  it("keep their stable ids in SPEC §9 order", () => {
    expect(PAYMENT_METHODS).toEqual([
      "card",
      "qr",
      "sbp",
      "bankTransfer",
      "paypal",
      "assistBelarus",
      "uzcardHumo",
      "installments",
      "expressPay",
    ]);
    expect(CARD_NETWORKS).toEqual(["mir", "visa", "mastercard", "maestro", "unionpay"]);
  });

  it("marks the methods whose status is polled by qrId", () => {
    expect(PAYMENT_METHODS.filter(isQrPaymentMethod)).toEqual(["qr", "sbp"]);
  });

  it("validates a method on the wire", () => {
    expect(paymentMethodSchema.parse("sbp")).toBe("sbp");
    expect(paymentMethodSchema.safeParse("cash").error?.issues[0]?.message).toBe(
      "paymentMethod.notSelected",
    );
  });
});

describe("payment result states", () => {
  it("are success, checking, expired and error", () => {
    expect(PAYMENT_RESULT_STATES).toEqual(["success", "checking", "expired", "error"]);
    expect(paymentResultStateSchema.safeParse("pending").success).toBe(false);
  });
});
