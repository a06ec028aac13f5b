import type { PayTogetherOrder } from "@reg/domain";
import { describe, expect, it } from "vitest";
import {
  chosenTogether,
  methodsTogether,
  minutesLeftToPay,
  tickedTogether,
  totalTogether,
} from "./pay-together";

const NOW = Date.parse("2026-05-01T09:05:00Z");

function order(id: string, overrides: Partial<PayTogetherOrder> = {}): PayTogetherOrder {
  return {
    registrationId: id,
    participantName: `Person ${id}`,
    raceCode: "42k",
    raceName: "Marathon",
    reason: "mine",
    amountKopecks: 367500,
    paymentDeadline: "2026-05-01T09:20:00Z",
    ...overrides,
  };
}

describe("paying together", () => {
  const child = order("child");
  const friend = order("friend", { amountKopecks: 200050 });
  const member = order("member", { reason: "teamShare" });

  it("ticks the payer's own orders and leaves a team member's share to be chosen", () => {
    expect(tickedTogether([child, member, friend], {})).toEqual(["child", "friend"]);
    expect(tickedTogether([], {})).toEqual([]);
  });

  it("keeps what the payer ticked or unticked, and starts an order read later as its kind does", () => {
    const choices = { child: false, member: true };
    expect(tickedTogether([child, member, friend], choices)).toEqual(["member", "friend"]);
    expect(tickedTogether([child, member], { friend: false })).toEqual(["child"]);
  });

  it("counts whole minutes left, rounded up, and none once the window closed", () => {
    expect(minutesLeftToPay("2026-05-01T09:20:00Z", NOW)).toBe(15);
    expect(minutesLeftToPay("2026-05-01T09:05:01Z", NOW)).toBe(1);
    expect(minutesLeftToPay("2026-05-01T09:05:00Z", NOW)).toBe(0);
    expect(minutesLeftToPay("2026-05-01T09:00:00Z", NOW)).toBe(0);
  });

  it("pays the ticked orders in the list's order, not one whose window closed", () => {
    const lapsed = order("lapsed", { paymentDeadline: "2026-05-01T09:04:00Z" });
    const orders = [child, lapsed, friend, member];
    expect(chosenTogether(orders, ["friend", "lapsed", "child"], NOW)).toEqual([child, friend]);
    expect(chosenTogether(orders, [], NOW)).toEqual([]);
  });

  it("charges the lead's total and every chosen order's", () => {
    expect(totalTogether(367500, [child, friend])).toBe(367500 + 367500 + 200050);
    expect(totalTogether(367500, [])).toBe(367500);
  });

  it("drops installments once another order is chosen, and only then", () => {
    const methods = ["card", "qr", "installments"] as const;
    expect(methodsTogether(methods, [])).toEqual(methods);
    expect(methodsTogether(methods, [child])).toEqual(["card", "qr"]);
  });
});
