// @vitest-environment happy-dom
import type { ClubList, ClubPage as ClubPageData, ClubSummary } from "@reg/domain";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { mountScreen } from "../events/events-testing";
import { ClubPage } from "./club-page";
import { ClubsPage } from "./clubs-page";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const LEAGUE: ClubSummary = {
  place: 1,
  code: "running-league",
  name: "Running League",
  city: "Moscow",
  finishers: 120,
  starts: 180,
  podiums: 4,
  events: 9,
};

const listOf = (clubs: ClubSummary[]): ClubList => ({
  clubs,
  total: clubs.length,
  page: 1,
  pageSize: 50,
});

async function ranking(answer: ClubList, options: { path?: string; locale?: "ru" | "en" } = {}) {
  const calls: unknown[] = [];
  mounted = await mountScreen(ClubsPage, {
    route: "/clubs/",
    path: options.path ?? "/clubs/",
    locale: options.locale ?? "en",
    answers: {
      "clubs.list": async (input) => {
        calls.push(input);
        return answer;
      },
    },
  });
  return { container: mounted.container, calls };
}

describe("the clubs ranking", () => {
  it("shows each club's place, name, city and totals, linking to its page", async () => {
    const { container } = await ranking(
      listOf([LEAGUE, { ...LEAGUE, place: 2, code: "run-lab", name: "Run Lab", city: null }]),
    );
    expect(container.querySelector("h1")?.textContent).toBe("Clubs");
    const lines = [...container.querySelectorAll(".club-ranking__item")];
    expect(lines).toHaveLength(2);
    expect(lines[0]?.querySelector(".club-ranking__place")?.textContent).toBe("Place 1");
    const link = lines[0]?.querySelector("a");
    expect(link?.textContent).toBe("Running League");
    expect(link?.getAttribute("href")).toBe("/clubs/running-league");
    expect(lines[0]?.querySelector(".club-ranking__city")?.textContent).toBe("City: Moscow");
    expect([...(lines[0]?.querySelectorAll("dt") ?? [])].map((d) => d.textContent)).toEqual([
      "Finishers",
      "Starts",
      "Podiums",
      "Events",
    ]);
    expect([...(lines[0]?.querySelectorAll("dd") ?? [])].map((d) => d.textContent)).toEqual([
      "120",
      "180",
      "4",
      "9",
    ]);
    expect(lines[1]?.querySelector(".club-ranking__city")).toBeNull();
    expect(container.querySelector(".clubs-count")?.textContent).toBe("2 clubs");
  });

  it("labels its search and sends the address's search to the read", async () => {
    const { container, calls } = await ranking(listOf([LEAGUE]), { path: "/clubs/?q=league" });
    const input = container.querySelector<HTMLInputElement>("input[type=search]");
    expect(container.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe("Club name");
    expect(container.querySelector("form")?.getAttribute("role")).toBe("search");
    expect(calls[0]).toEqual({ language: "en", search: "league" });
  });

  it("says plainly when nothing is found, and when no club has results", async () => {
    const found = await ranking(listOf([]), { path: "/clubs/?q=zzz" });
    expect(found.container.querySelector(".state__title")?.textContent).toBe("No club found");
    mounted?.unmount();
    const none = await ranking(listOf([]), { locale: "ru" });
    expect(none.container.querySelector(".state__title")?.textContent).toBe(
      "Пока ни у одного клуба нет результатов",
    );
    expect(none.container.querySelector("h1")?.textContent).toBe("Клубы");
  });
});

const PAGE: ClubPageData = {
  club: LEAGUE,
  bestFinishers: [{ name: "Ivan Petrov", birthYear: 1990, starts: 3, podiums: 2, bestPlace: 1 }],
  results: [
    {
      startsAt: "2026-05-10T06:00:00.000Z",
      eventCode: "kazan-marathon",
      eventName: "Kazan Marathon",
      raceCode: "m42",
      raceName: "Marathon",
      name: "Ivan Petrov",
      place: 1,
      finishMs: 9_544_000,
      status: "finished",
    },
    {
      startsAt: "2026-04-10T06:00:00.000Z",
      eventCode: "spb-cup-krestovsky",
      eventName: "Krestovsky 10K",
      raceCode: "r10",
      raceName: "10 km",
      name: "Anna Petrova",
      place: null,
      finishMs: null,
      status: "dnf",
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};

describe("a club's page", () => {
  it("shows the club's totals, best finishers and results linking to their race", async () => {
    mounted = await mountScreen(ClubPage, {
      route: "/clubs/$clubCode",
      path: "/clubs/running-league",
      answers: { "clubs.page": async () => PAGE },
    });
    const { container } = mounted;
    expect(container.querySelector("h1")?.textContent).toBe("Running League");
    // The best finishers first: a phone reads them before 50 results (a wide screen sets them aside).
    expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Best finishers",
      "Results",
    ]);
    const lines = [...container.querySelectorAll(".club-results__item")];
    expect(lines[0]?.querySelector("a")?.getAttribute("href")).toBe("/results/kazan-marathon/m42");
    expect(lines[0]?.querySelector(".club-results__time")?.textContent).toBe("2:39:04");
    expect(lines[0]?.querySelector(".club-results__place")?.textContent).toBe("place 1");
    expect(lines[1]?.querySelector(".club-results__place")?.textContent).toBe("DNF");
    expect(container.querySelector(".club-best__item")?.textContent).toContain("Ivan Petrov");
  });
});
