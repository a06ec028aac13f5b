import { describe, expect, it } from "vitest";
import { outcomeStep, shownAttemptStatus } from "./attempt-status";

const END = new Date("2026-06-15T09:20:00.000Z");

describe("an attempt's status", () => {
  it("reads expired once its window closed unanswered, and only then", () => {
    expect(shownAttemptStatus("pending", END, new Date(END.getTime() - 1))).toBe("pending");
    expect(shownAttemptStatus("pending", END, END)).toBe("expired");
    for (const status of ["succeeded", "declined", "refundDue"] as const)
      expect(shownAttemptStatus(status, END, END)).toBe(status);
  });

  it("takes the acquirer's first answer, a success after a decline, and nothing else", () => {
    const table = (["pending", "succeeded", "declined", "refundDue"] as const).map((status) => [
      status,
      outcomeStep(status, "succeeded"),
      outcomeStep(status, "declined"),
    ]);
    expect(table).toEqual([
      ["pending", "pay", "decline"],
      ["succeeded", "duplicate", "duplicate"],
      ["declined", "pay", "duplicate"],
      ["refundDue", "duplicate", "duplicate"],
    ]);
  });
});
