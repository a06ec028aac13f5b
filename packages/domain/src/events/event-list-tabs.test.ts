import { describe, expect, it } from "vitest";
import { DEFAULT_EVENT_LIST_TAB, EVENT_LIST_TABS, eventListTabSchema } from "./event-list-tabs";

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
