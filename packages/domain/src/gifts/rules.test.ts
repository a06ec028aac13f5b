import { describe, expect, it } from "vitest";
import { giftState, isGiftRedeemableAt, maskedRecipientName, type GiftFacts } from "./rules";
import { checkGiftCodeInputSchema, buyGiftInputSchema } from "./wire";

const start = new Date("2026-09-20T06:00:00Z");
const before = new Date("2026-09-19T20:00:00Z");
const after = new Date("2026-09-20T06:00:00Z");

function facts(over: Partial<GiftFacts>): GiftFacts {
  return {
    registrationState: "awaitingPayment",
    code: null,
    redeemedAt: null,
    refundDueAt: null,
    raceStartsAt: start,
    ...over,
  };
}

describe("a gift's state", () => {
  it("waits for its payment, then lapses with the window", () => {
    expect(giftState(facts({}), before)).toBe("awaitingPayment");
    expect(giftState(facts({ registrationState: "expired" }), before)).toBe("paymentExpired");
  });

  it("is redeemable until the race starts, also after registration closed; then owed back", () => {
    const paid = facts({ registrationState: "paid", code: "ABCDEFGHJKMN" });
    expect(giftState(paid, before)).toBe("unredeemed");
    expect(isGiftRedeemableAt(start, before)).toBe(true);
    expect(giftState(paid, after)).toBe("refundDue");
    expect(isGiftRedeemableAt(start, after)).toBe(false);
  });

  it("stays redeemed after the start", () => {
    const redeemed = facts({ registrationState: "paid", code: "X", redeemedAt: before });
    expect(giftState(redeemed, after)).toBe("redeemed");
  });

  it("masks the recipient to a first name and an initial", () => {
    expect(maskedRecipientName("Анна", "смирнова")).toBe("Анна С.");
    expect(maskedRecipientName(" Ann ", "")).toBe("Ann");
  });
});

describe("the gift wire", () => {
  it("reads a code grouped or lower-case, refuses what cannot be one", () => {
    const ok = checkGiftCodeInputSchema.safeParse({ giftCode: "abcd-efgh-jkmn" });
    expect(ok.data?.giftCode).toBe("ABCDEFGHJKMN");
    const bad = checkGiftCodeInputSchema.safeParse({ giftCode: "0O1I" });
    expect(bad.error?.issues[0]?.message).toBe("giftCode.notFound");
    const empty = checkGiftCodeInputSchema.safeParse({ giftCode: "  " });
    expect(empty.error?.issues[0]?.message).toBe("giftCode.required");
  });

  it("needs the card's name and keeps the message within bounds", () => {
    const base = { eventCode: "e", raceCode: "r" };
    expect(buyGiftInputSchema.safeParse({ ...base, cardName: " " }).error?.issues[0]?.message).toBe(
      "field.required",
    );
    const long = buyGiftInputSchema.safeParse({ ...base, cardName: "A", message: "x".repeat(301) });
    expect(long.error?.issues[0]?.message).toBe("field.tooLong");
    expect(
      buyGiftInputSchema.safeParse({ ...base, cardName: "Anna", message: "Line\nline" }).success,
    ).toBe(true);
  });
});
