// @vitest-environment happy-dom
import type { Championship, ChampionshipList } from "@reg/domain";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { mountScreen } from "../events/events-testing";
import { ChampionshipsPage } from "./championships-page";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const CUP: Championship = {
  code: "spb-running-cup",
  name: "St Petersburg Running Cup",
  sportType: "run",
  startsAt: "2026-03-01T06:00:00.000Z",
  endsAt: "2026-09-01T12:00:00.000Z",
  stages: 4,
  stagesWithResults: 2,
  leaders: [
    { gender: "male", name: "Ivan Petrov", club: "Run Lab", points: 199 },
    { gender: "female", name: "Anna Petrova", club: null, points: 198 },
  ],
};

async function page(answer: ChampionshipList, locale: "ru" | "en" = "en") {
  mounted = await mountScreen(ChampionshipsPage, {
    route: "/championships",
    path: "/championships",
    locale,
    answers: { "championships.list": async () => answer },
  });
  return mounted.container;
}

describe("the championships page", () => {
  it("shows each cup's stages and leaders, linking to its series page", async () => {
    const container = await page({
      championships: [
        CUP,
        { ...CUP, code: "ski-cup", name: "Ski Cup", stagesWithResults: 0, leaders: [] },
      ],
    });
    const cards = [...container.querySelectorAll(".championship")];
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector("h2 a")?.getAttribute("href")).toBe("/series/spb-running-cup");
    expect(cards[0]?.querySelector(".championship__stages")?.textContent).toBe(
      "Stages: 4, with results: 2",
    );
    expect([...(cards[0]?.querySelectorAll("dt") ?? [])].map((d) => d.textContent)).toEqual([
      "Men",
      "Women",
    ]);
    expect(cards[0]?.querySelector("dd")?.textContent).toBe("Ivan PetrovRun Lab · 199 pts");
    expect(cards[1]?.querySelector(".championship__none")).not.toBeNull();
  });

  it("has an empty state with a way on, in Russian too", async () => {
    const container = await page({ championships: [] }, "ru");
    expect(container.querySelector("h1")?.textContent).toBe("Чемпионаты");
    expect(container.querySelector(".state__title")?.textContent).toBe("Чемпионатов пока нет");
    expect(container.querySelector(".state a")?.getAttribute("href")).toBe("/events/future");
  });
});
