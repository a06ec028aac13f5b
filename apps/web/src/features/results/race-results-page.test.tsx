// @vitest-environment happy-dom
import type { EventResults, Locale, RaceResults, ResultRow } from "@reg/domain";
import { click, type Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { mountScreen } from "../events/events-testing";
import { RaceResultsPage } from "./race-results-page";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

const EVENT: RaceResults["event"] = {
  code: "kazan-marathon",
  name: "Kazan Marathon",
  city: "Kazan",
  sportType: "run",
  startsAt: "2020-10-31T05:00:00Z",
  resultsState: "published",
  seriesCode: null,
};

function raceOf(hasSplits: boolean): RaceResults["race"] {
  return {
    code: "m42",
    name: "Marathon",
    distance: { value: 42.195, unit: "km" },
    startsAt: EVENT.startsAt,
    finishers: 2,
    starters: 3,
    hasSplits,
  };
}

function rowOf(overrides: Partial<ResultRow> = {}): ResultRow {
  return {
    place: 1,
    genderPlace: 1,
    categoryPlace: 1,
    bib: "1140",
    name: "Grigory Kiselyov",
    gender: "male",
    birthYear: 1987,
    category: "M30-39",
    club: "Run Lab",
    clubCode: "run-lab",
    city: "Perm",
    finishMs: 9_544_000,
    status: "finished",
    splits: [{ kind: "distance", meters: 21097, ms: 4_700_000 }],
    ...overrides,
  };
}

const ROWS = [
  rowOf(),
  rowOf({
    place: 2,
    bib: "1396",
    name: "Stanislav Makarov",
    club: null,
    clubCode: null,
    city: null,
  }),
  rowOf({
    place: null,
    bib: "1073",
    name: "Arseny Panov",
    finishMs: null,
    status: "dnf",
    categoryPlace: null,
    splits: [],
  }),
];

/** The race's page once results.race and results.event have answered. */
async function table(options: { hasSplits?: boolean; locale?: Locale } = {}) {
  const race = raceOf(options.hasSplits ?? true);
  const results: RaceResults = {
    event: EVENT,
    race,
    rows: ROWS,
    total: ROWS.length,
    page: 1,
    pageSize: 50,
    categories: ["M30-39"],
  };
  const event: EventResults = { event: EVENT, races: [race] };
  mounted = await mountScreen(RaceResultsPage, {
    route: "/results/$eventCode/$raceCode",
    path: "/results/kazan-marathon/m42",
    locale: options.locale ?? "en",
    answers: { "results.race": async () => results, "results.event": async () => event },
  });
  const found = mounted.container.querySelector("table");
  if (!found) throw new Error("no results table");
  return found;
}

const headings = (found: HTMLTableElement) =>
  [...found.querySelectorAll("thead th")].map((th) => th.textContent);

/** Each runner's cells by their column's heading, as a screen reader pairs them. */
function cellsByHeading(found: HTMLTableElement): Map<string | null, HTMLTableCellElement>[] {
  const names = headings(found);
  return [...found.querySelectorAll("tbody tr")].map((tr) => {
    const cells = [...tr.querySelectorAll("td")];
    expect(cells).toHaveLength(names.length);
    return new Map(cells.map((cell, i) => [names[i] ?? null, cell]));
  });
}

describe("a race's results table", () => {
  it("keeps every cell under its column's heading, which screen readers read on a phone too", async () => {
    const found = await table();
    expect(found.querySelector("caption")?.textContent).toBe("Results");
    expect(headings(found)).toEqual(["Place", "Bib", "Name", "Club", "Category", "Time", "Splits"]);
    const [first] = cellsByHeading(found);
    expect(first?.get("Place")?.textContent).toBe("1");
    expect(first?.get("Bib")?.textContent).toBe("1140");
    expect(first?.get("Name")?.querySelector(".results-table__person")?.textContent).toBe(
      "Grigory Kiselyov",
    );
    expect(first?.get("Category")?.textContent).toBe("M 30–39 (1 in category)");
    expect(first?.get("Time")?.textContent).toBe("2:39:04");
  });

  it("tells the club and the city apart on the compact line: a mark and a hidden word each", async () => {
    const [first] = cellsByHeading(await table());
    const club = first?.get("Club");
    expect(club?.textContent).toBe("Club: Run Lab");
    expect(club?.querySelector("a")?.getAttribute("href")).toBe("/clubs/run-lab");
    expect(club?.querySelector("svg.fact-mark__icon")?.getAttribute("aria-hidden")).toBe("true");
    expect(club?.querySelector(".fact-mark__label")?.textContent).toBe("Club: ");
    const city = first?.get("Name")?.querySelector(".results-table__city");
    expect(city?.textContent).toBe("City: Perm · 1987");
    expect(city?.querySelector("svg.fact-mark__icon")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("marks a missing club for the phone to leave out, and gives a missing city no mark", async () => {
    const [, second] = cellsByHeading(await table());
    const club = second?.get("Club");
    expect(club?.textContent).toBe("—");
    expect(club?.classList.contains("results-table__club--none")).toBe(true);
    expect(club?.querySelector(".fact-mark__label")).toBeNull();
    const city = second?.get("Name")?.querySelector(".results-table__city");
    expect(city?.textContent).toBe("1987");
    expect(city?.querySelector(".fact-mark__label")).toBeNull();
  });

  it("names the splits button by its word and runner while the phone shows a chevron", async () => {
    const found = await table();
    expect(found.classList.contains("results-table--splits")).toBe(true);
    const [first, , out] = cellsByHeading(found);
    expect(out?.get("Time")?.textContent).toBe("DNF");
    expect(out?.get("Splits")?.querySelector("button")).toBeNull();
    const toggle = first?.get("Splits")?.querySelector("button");
    expect(toggle?.textContent).toBe("Splits Grigory Kiselyov");
    expect(toggle?.querySelector(".results-table__splits-text")?.textContent).toBe("Splits");
    expect(toggle?.getAttribute("aria-expanded")).toBe("false");
    await click(toggle);
    expect(toggle?.getAttribute("aria-expanded")).toBe("true");
    expect(toggle?.querySelector(".results-table__splits-text")?.textContent).toBe("Hide splits");
    expect(found.querySelector(".results-splits")?.textContent).toBe("Half1:18:20");
  });

  it("leaves the splits column and its edge out for a race without splits", async () => {
    const found = await table({ hasSplits: false });
    expect(found.classList.contains("results-table--splits")).toBe(false);
    expect(headings(found)).not.toContain("Splits");
    expect(found.querySelector("tbody button")).toBeNull();
  });

  it("says what the club and the city are in Russian", async () => {
    const [first] = cellsByHeading(await table({ locale: "ru" }));
    expect(first?.get("Клуб")?.textContent).toBe("Клуб: Run Lab");
    expect(first?.get("Имя")?.querySelector(".results-table__city")?.textContent).toBe(
      "Город: Perm · 1987",
    );
  });
});
