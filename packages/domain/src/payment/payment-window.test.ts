import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../errors/invalid-input-error";
import {
  isPaymentExpired,
  PAYMENT_WINDOW_MINUTES,
  paymentDeadline,
  paymentTimeLeftMs,
  shouldContactSupport,
  SUPPORT_CONTACT_AFTER_MINUTES,
} from "./payment-window";

const created = "2025-03-05T09:00:00Z";

describe("payment window", () => {
  it("is 20 minutes, with support after an hour", () => {
    expect(PAYMENT_WINDOW_MINUTES).toBe(20);
    expect(SUPPORT_CONTACT_AFTER_MINUTES).toBe(60);
  });

  it("closes 20 minutes after creation", () => {
    expect(paymentDeadline(created).toISOString()).toBe("2025-03-05T09:20:00.000Z");
    expect(paymentDeadline(new Date(created)).toISOString()).toBe("2025-03-05T09:20:00.000Z");
  });

  it("expires at the deadline, not a millisecond earlier", () => {
    expect(isPaymentExpired(created, "2025-03-05T09:19:59.999Z")).toBe(false);
    expect(isPaymentExpired(created, "2025-03-05T09:20:00Z")).toBe(true);
    expect(isPaymentExpired(created, "2025-03-05T12:20:00+03:00")).toBe(true);
  });

  it("counts down to zero and stays there", () => {
    expect(paymentTimeLeftMs(created, "2025-03-05T09:05:00Z")).toBe(15 * 60_000);
    expect(paymentTimeLeftMs(created, "2025-03-05T10:00:00Z")).toBe(0);
  });

  it("refuses an instant without a zone", () => {
    expect(() => isPaymentExpired("2025-03-05T09:00:00", created)).toThrow(InvalidInputError);
  });
});

describe("shouldContactSupport", () => {
  it("after a full hour of unchanged status", () => {
    expect(shouldContactSupport(created, "2025-03-05T09:59:59Z")).toBe(false);
    expect(shouldContactSupport(created, "2025-03-05T10:00:00Z")).toBe(true);
    expect(shouldContactSupport(created, "2025-03-06T10:00:00Z")).toBe(true);
  });
});
