import { describe, expect, it } from "vitest";
import { eventIsOver, eventResultsPublished } from "./event-over";

describe("eventIsOver", () => {
  const now = new Date("2026-11-30T09:00:00Z");

  it("is over once the end has passed, whatever the start", () => {
    expect(eventIsOver({ endsAt: "2026-10-31T12:00:00Z" }, now)).toBe(true);
    expect(eventIsOver({ endsAt: new Date("2026-11-30T08:59:59Z") }, now)).toBe(true);
  });

  it("is not over while it runs or before it starts, up to its last moment", () => {
    expect(eventIsOver({ endsAt: "2026-11-30T09:00:00Z" }, now)).toBe(false);
    expect(eventIsOver({ endsAt: "2027-01-14T12:00:00Z" }, now)).toBe(false);
  });

  it("does not call an event over when its end cannot be read", () => {
    expect(eventIsOver({ endsAt: "not a date" }, now)).toBe(false);
  });
});

describe("eventResultsPublished", () => {
  const now = new Date("2026-11-30T09:00:00Z");
  const ended = "2026-10-31T12:00:00Z";

  it("needs the event over and its results published", () => {
    expect(eventResultsPublished({ endsAt: ended, resultsState: "published" }, now)).toBe(true);
    expect(eventResultsPublished({ endsAt: ended, resultsState: "pending" }, now)).toBe(false);
    expect(eventResultsPublished({ endsAt: ended, resultsState: "none" }, now)).toBe(false);
  });

  it("keeps published results of a running event until it ends", () => {
    expect(
      eventResultsPublished({ endsAt: "2026-11-30T15:00:00Z", resultsState: "published" }, now),
    ).toBe(false);
  });
});
