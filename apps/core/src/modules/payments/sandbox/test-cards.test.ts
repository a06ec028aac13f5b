import { describe, expect, it } from "vitest";
import { cardBehaviour, passesLuhn, readCardForm, SANDBOX_TEST_CARDS } from "./test-cards";

const NOW = new Date("2026-06-15T09:00:00.000Z");
const good = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/30",
  cvc: "123",
  holder: "ANNA PETROVA",
};

describe("the sandbox test cards", () => {
  it("are well-formed numbers that succeed, decline and time out", () => {
    for (const digits of Object.values(SANDBOX_TEST_CARDS)) expect(passesLuhn(digits)).toBe(true);
    expect(cardBehaviour(SANDBOX_TEST_CARDS.success)).toBe("success");
    expect(cardBehaviour(SANDBOX_TEST_CARDS.decline)).toBe("decline");
    expect(cardBehaviour(SANDBOX_TEST_CARDS.timeout)).toBe("timeout");
    expect(cardBehaviour("5555555555554444")).toBe("decline");
  });

  it("reads a typed form, spaces and dashes allowed", () => {
    expect(readCardForm(good, NOW)).toEqual({
      ok: true,
      digits: "4242424242424242",
      last4: "4242",
      behaviour: "success",
    });
    expect(readCardForm({ ...good, cardNumber: "4000-0000-0000-0119" }, NOW)).toMatchObject({
      ok: true,
      behaviour: "timeout",
    });
  });

  it("names every badly typed field", () => {
    expect(
      readCardForm(
        { cardNumber: "4242 4242 4242 4241", expiry: "13/30", cvc: "12", holder: "x".repeat(101) },
        NOW,
      ),
    ).toEqual({
      ok: false,
      errors: ["cardNumber", "expiry", "cvc", "holder"],
    });
    expect(readCardForm({}, NOW)).toEqual({ ok: false, errors: ["cardNumber", "expiry", "cvc"] });
  });

  it("takes a card through the end of its month, not after", () => {
    expect(readCardForm({ ...good, expiry: "06/26" }, NOW).ok).toBe(true);
    expect(readCardForm({ ...good, expiry: "05/26" }, NOW)).toEqual({
      ok: false,
      errors: ["expiry"],
    });
  });
});
