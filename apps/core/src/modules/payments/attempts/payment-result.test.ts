import { describe, expect, it } from "vitest";
import { PAYMENT_ATTEMPT_STATUSES, REGISTRATION_STATES } from "@reg/domain";
import { paymentResultOf } from "./payment-result";

describe("the payment-result page's state", () => {
  it("follows the registration, and the latest attempt while the order waits", () => {
    const table = Object.fromEntries(
      REGISTRATION_STATES.map((state) => [
        state,
        [null, ...PAYMENT_ATTEMPT_STATUSES].map((attempt) => paymentResultOf(state, attempt)),
      ]),
    );
    // columns: no attempt, pending, succeeded, declined, expired, refundDue
    expect(table).toEqual({
      draft: [null, null, null, null, null, null],
      awaitingPayment: [null, "checking", null, "error", null, null],
      paid: ["success", "success", "success", "success", "success", "success"],
      expired: ["expired", "expired", "expired", "expired", "expired", "expired"],
      cancelled: [null, null, null, null, null, null],
    });
  });
});
