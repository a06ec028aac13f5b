// @vitest-environment happy-dom
import type { EventCard, ListFilterResult } from "@reg/domain";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { cardOf, LONG_AGO, mountScreen } from "../events/events-testing";
import { ResultsList } from "./results-list";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function list(tab: "results" | "past", events: EventCard[], locale: "en" | "ru" = "en") {
  const answer: ListFilterResult = { events, total: events.length };
  mounted = await mountScreen(
    () => (
      <ResultsList tab={tab} search={{}} onReset={() => undefined} onShowMore={() => undefined} />
    ),
    {
      route: "/events/$type",
      path: `/events/${tab}`,
      locale,
      answers: { "events.list": async () => answer },
    },
  );
  return mounted.container;
}

describe("the event list's results", () => {
  it.each([
    ["en", "0 events found", "No events match"],
    ["ru", "Найдено 0 событий", "Подходящих событий нет"],
  ] as const)(
    "count nothing found in %s the way they count a find, above the empty state",
    async (locale, count, empty) => {
      const container = await list("past", [], locale);
      expect(container.querySelector('[role="status"]')?.textContent).toBe(count);
      expect(container.querySelector("h2")?.textContent).toBe(empty);
    },
  );

  it("links the Results tab's cards to their results; Past knows of none", async () => {
    const ended = [cardOf({ ...LONG_AGO })];
    const results = await list("results", ended);
    expect(results.querySelector(".event-card__results")?.getAttribute("href")).toBe(
      "/results/kazan-marathon",
    );
    mounted?.unmount();
    const past = await list("past", ended);
    expect(past.textContent).toContain("Finished");
    expect(past.querySelector(".event-card__results")).toBeNull();
  });
});
