// @vitest-environment happy-dom
import type { EventPage } from "@reg/domain";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { eventPageOf, FAR_AHEAD, LONG_AGO, mountScreen, raceOf } from "../events/events-testing";
import { RacesSection } from "./races-section";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function section(
  event: EventPage,
  state: { over: boolean; resultsPublished: boolean },
  locale: "en" | "ru" = "en",
) {
  mounted = await mountScreen(() => <RacesSection event={event} {...state} />, {
    route: "/event/$code",
    path: `/event/${event.code}`,
    locale,
  });
  return mounted.container;
}

const links = (container: HTMLElement) =>
  [...container.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);

describe("the event page's races", () => {
  it("offers a coming race: places, price, register and the calendar", async () => {
    const event = eventPageOf({ ...FAR_AHEAD });
    const container = await section(event, { over: false, resultsPublished: false });
    const text = container.textContent;
    expect(text).toContain("130 places left");
    expect(text).toContain("₽4,095");
    expect(text).toContain("Add to calendar");
    expect(text).toContain("Prices include the service fee");
    expect(links(container)).toContainEqual([
      "Register: Marathon",
      "/kazan-marathon/marathon/register",
    ]);
  });

  it.each([
    ["en", "Finished", "The race took place on Oct 31, 2020.", "Results: Marathon"],
    ["ru", "Завершено", "Старт состоялся 31.10.2020.", "Результаты: Marathon"],
  ] as const)(
    "says a race of a past event is over in %s, with a link to its results and nothing to buy",
    async (locale, finished, when, results) => {
      const event = eventPageOf({
        ...LONG_AGO,
        resultsState: "published",
        races: [raceOf({ startsAt: LONG_AGO.startsAt, availability: "closed" })],
      });
      const container = await section(event, { over: true, resultsPublished: true }, locale);
      const note = container.querySelector(".race-row__note");
      expect(note?.textContent).toBe(`${finished} ${when}`);
      expect(container.textContent).not.toMatch(
        /₽|places? left|мест|calendar|календар|Registration|Регистрац/,
      );
      expect(container.querySelector("button")).toBeNull();
      expect(links(container)).toEqual([[results, "/results/kazan-marathon/marathon"]]);
    },
  );

  it("links to no results before they are published", async () => {
    const event = eventPageOf({ ...LONG_AGO, resultsState: "pending" });
    const container = await section(event, { over: true, resultsPublished: false });
    expect(container.querySelector(".race-row__note strong")?.textContent).toBe("Finished");
    expect(container.querySelectorAll("a")).toHaveLength(0);
  });
});
