import { describe, expect, it } from "vitest";
import { isOrganizerListedFor, participationQualifiesForDeduction } from "./event-qualifies";

describe("participationQualifiesForDeduction", () => {
  it("holds when the event is in a calendar plan and its organizer is listed for the year", () => {
    expect(
      participationQualifiesForDeduction(
        { inCalendarPlan: true, organizerListedYears: [2024, 2025] },
        2025,
      ),
    ).toBe(true);
  });

  it.each([
    ["not in a calendar plan", { inCalendarPlan: false, organizerListedYears: [2025] }],
    ["organizer listed another year", { inCalendarPlan: true, organizerListedYears: [2024] }],
    ["organizer never listed", { inCalendarPlan: true, organizerListedYears: [] }],
    ["no organizer", { inCalendarPlan: true, organizerListedYears: null }],
  ])("fails when %s", (_case, facts) => {
    expect(participationQualifiesForDeduction(facts, 2025)).toBe(false);
  });

  it("reads the list by tax year", () => {
    expect(isOrganizerListedFor([2024, 2026], 2025)).toBe(false);
    expect(isOrganizerListedFor([2024, 2026], 2026)).toBe(true);
  });
});
