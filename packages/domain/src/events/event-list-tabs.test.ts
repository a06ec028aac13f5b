import { describe, expect, it } from "vitest";
import {
  DEFAULT_EVENT_LIST_TAB,
  EVENT_LIST_TABS,
  eventInTab,
  eventListTabSchema,
  eventRunsOnMoscowDays,
  moscowDaysRange,
  tabReadsNewestFirst,
  type EventTabFacts,
} from "./event-list-tabs";

describe("event list tabs", () => {
  it("come in SPEC §2 order, /events opening future", () => {
    expect(EVENT_LIST_TABS).toEqual([
      "all",
      "future",
      "today",
      "series",
      "virtual",
      "results",
      "past",
    ]);
    expect(DEFAULT_EVENT_LIST_TAB).toBe("future");
    expect(eventListTabSchema.safeParse("tomorrow").success).toBe(false);
  });
});

describe("tab rules", () => {
  // Noon in Moscow, 15 June 2026.
  const now = new Date("2026-06-15T09:00:00Z");
  const base = {
    isOnline: false,
    inSeries: false,
    resultsState: "none" as const,
  };
  const at = (starts: string, ends: string, extra: Partial<EventTabFacts> = {}): EventTabFacts => ({
    ...base,
    startsAt: new Date(starts),
    endsAt: new Date(ends),
    ...extra,
  });
  const tabsOf = (event: EventTabFacts) =>
    EVENT_LIST_TABS.filter((tab) => eventInTab(event, tab, now));

  it("puts tonight's start in future and today", () => {
    expect(tabsOf(at("2026-06-15T17:00:00Z", "2026-06-15T19:00:00Z"))).toEqual([
      "all",
      "future",
      "today",
    ]);
  });

  it("puts this morning's finished race in today and past, by the Moscow date", () => {
    // 00:30 Moscow on the 15th is 21:30 UTC on the 14th.
    expect(tabsOf(at("2026-06-14T21:30:00Z", "2026-06-14T23:00:00Z"))).toEqual([
      "all",
      "today",
      "past",
    ]);
    // 23:30 Moscow on the 14th: yesterday.
    expect(tabsOf(at("2026-06-14T20:00:00Z", "2026-06-14T20:30:00Z"))).toEqual(["all", "past"]);
  });

  it("keeps a running multi-day event in today only", () => {
    expect(tabsOf(at("2026-06-13T06:00:00Z", "2026-06-17T15:00:00Z"))).toEqual(["all", "today"]);
  });

  it("lists ended events with published results under results, pending ones only under past", () => {
    const ended = ["2026-05-01T06:00:00Z", "2026-05-01T12:00:00Z"] as const;
    expect(tabsOf(at(...ended, { resultsState: "published" }))).toEqual(["all", "results", "past"]);
    expect(tabsOf(at(...ended, { resultsState: "pending" }))).toEqual(["all", "past"]);
    // Published results of a running event wait until it ends.
    expect(
      eventInTab(
        at("2026-06-15T06:00:00Z", "2026-06-15T12:00:00Z", { resultsState: "published" }),
        "results",
        now,
      ),
    ).toBe(false);
  });

  it("lists series and online events past or coming", () => {
    const coming = at("2026-07-01T06:00:00Z", "2026-07-01T12:00:00Z", {
      inSeries: true,
      isOnline: true,
    });
    expect(tabsOf(coming)).toEqual(["all", "future", "series", "virtual"]);
  });

  it("reads ended tabs newest first", () => {
    expect(EVENT_LIST_TABS.filter(tabReadsNewestFirst)).toEqual(["results", "past"]);
  });
});

describe("Moscow days of the date filter", () => {
  const run = (starts: string, ends: string) => ({
    startsAt: new Date(starts),
    endsAt: new Date(ends),
  });

  it("covers the first day's midnight to the midnight after the last, Moscow time", () => {
    expect(moscowDaysRange("2026-06-01", "2026-06-03")).toEqual({
      start: new Date("2026-05-31T21:00:00Z"),
      end: new Date("2026-06-03T21:00:00Z"),
    });
  });

  it("keeps an event that runs on any of the days, by Moscow date", () => {
    // 23:30 Moscow on 3 June is 20:30 UTC: still the 3rd.
    expect(
      eventRunsOnMoscowDays(
        run("2026-06-03T20:30:00Z", "2026-06-03T20:50:00Z"),
        "2026-06-01",
        "2026-06-03",
      ),
    ).toBe(true);
    // 00:30 Moscow on 4 June is 21:30 UTC on the 3rd: not in range.
    expect(
      eventRunsOnMoscowDays(
        run("2026-06-03T21:30:00Z", "2026-06-03T23:00:00Z"),
        "2026-06-01",
        "2026-06-03",
      ),
    ).toBe(false);
    // A week-long festival that spans the range.
    expect(
      eventRunsOnMoscowDays(
        run("2026-05-20T06:00:00Z", "2026-06-10T15:00:00Z"),
        "2026-06-02",
        "2026-06-02",
      ),
    ).toBe(true);
  });
});
