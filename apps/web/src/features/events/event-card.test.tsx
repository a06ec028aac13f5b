// @vitest-environment happy-dom
import type { EventCard as EventCardData } from "@reg/domain";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { EventCard } from "./event-card";
import { cardOf, FAR_AHEAD, LONG_AGO, mountScreen } from "./events-testing";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function card(event: EventCardData, locale: "en" | "ru", resultsPublished?: boolean) {
  mounted = await mountScreen(
    () => <EventCard event={event} resultsPublished={resultsPublished} />,
    { route: "/events", path: "/events", locale },
  );
  const article = mounted.container.querySelector("article");
  if (!article) throw new Error("no card");
  return article;
}

describe("an event card", () => {
  it("offers a coming event: its price, places and the price rise", async () => {
    const text = (await card(cardOf(FAR_AHEAD), "en")).textContent;
    expect(text).toContain("from ₽2,730");
    expect(text).toContain("130 places left");
    expect(text).toContain("The price rises in 3 days");
    expect(text).not.toContain("Finished");
  });

  it.each([
    ["en", "Finished", "Results"],
    ["ru", "Завершено", "Результаты"],
  ] as const)(
    "says a past event is over in %s, with no price or places, and links to its published results",
    async (locale, finished, results) => {
      const article = await card(cardOf(LONG_AGO), locale, true);
      const text = article.textContent;
      expect(text).toContain(finished);
      expect(text).not.toMatch(/₽|places left|Осталось|The price rises|Цена вырастет/);
      const link = article.querySelector<HTMLAnchorElement>(".event-card__results");
      expect(link?.getAttribute("href")).toBe("/results/kazan-marathon");
      expect(link?.textContent).toBe(`${results}: Kazan Marathon`);
    },
  );

  it("links to no results the list does not know are published", async () => {
    const article = await card(cardOf(LONG_AGO), "en");
    expect(article.textContent).toContain("Finished");
    expect(article.querySelector(".event-card__results")).toBeNull();
  });

  it("keeps the sport's full name for a badge cut short", async () => {
    const sport = (await card(cardOf({ sportType: "orienteering" }), "ru")).querySelector(
      ".event-card__sport",
    );
    expect(sport?.getAttribute("title")).toBe(sport?.textContent);
    expect(sport?.textContent).toBe("Спортивное ориентирование");
  });
});
