import { describe, expect, it } from "vitest";
import { eventDatesLabel } from "./event-dates";

describe("eventDatesLabel", () => {
  it("shows one Moscow date for a one-day event, even across UTC midnight", () => {
    // 22:30 UTC on 11 June is 01:30 on 12 June in Moscow.
    expect(
      eventDatesLabel({ startsAt: "2027-06-11T22:30:00Z", endsAt: "2027-06-12T12:00:00Z" }),
    ).toBe("12.06.2027");
  });

  it("shows the range for an event over several days", () => {
    expect(
      eventDatesLabel({ startsAt: "2027-06-12T05:00:00Z", endsAt: "2027-06-14T15:00:00Z" }),
    ).toBe("12.06.2027 – 14.06.2027");
  });

  it("writes English dates in the locale's format, not DD.MM.YYYY (issue 12 item 16)", () => {
    expect(
      eventDatesLabel({ startsAt: "2027-06-12T05:00:00Z", endsAt: "2027-06-14T15:00:00Z" }, "en"),
    ).toBe("Jun 12, 2027 – Jun 14, 2027");
  });
});
