// @vitest-environment happy-dom
import type { Locale, StartListEntry, StartListResult } from "@reg/domain";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { mountScreen } from "../events/events-testing";
import { StartListTab } from "./start-list-tab";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

function entryOf(overrides: Partial<StartListEntry> = {}): StartListEntry {
  return {
    bib: "1002",
    raceCode: "m42",
    hidden: false,
    name: "Dmitry Tarasov",
    club: "White Nights",
    city: "Nizhny Novgorod",
    birthYear: 1967,
    gender: "male",
    ...overrides,
  };
}

const ENTRIES = [
  entryOf(),
  entryOf({ bib: "1001", hidden: true, name: null, club: null, city: null, birthYear: null }),
  entryOf({ bib: "1005", name: "Ilya Morozov", club: null, city: "Tula", raceCode: "h21" }),
];

/** The Members tab once events.startList has answered. */
async function startList(locale: Locale = "en") {
  const list: StartListResult = {
    entries: ENTRIES,
    total: ENTRIES.length,
    pageSize: 20,
    races: [
      { code: "m42", name: "Marathon" },
      { code: "h21", name: "Half marathon" },
    ],
  };
  mounted = await mountScreen(StartListTab, {
    route: "/event/$code/startlist",
    path: "/event/moscow-marathon/startlist",
    locale,
    answers: { "events.startList": async () => list },
  });
  const found = mounted.container.querySelector("table");
  if (!found) throw new Error("no start list");
  return found;
}

/** Each participant's cells by their column's heading, as a screen reader pairs them. */
function cellsByHeading(found: HTMLTableElement): Map<string | null, HTMLTableCellElement>[] {
  const names = [...found.querySelectorAll("thead th")].map((th) => th.textContent);
  return [...found.querySelectorAll("tbody tr")].map((tr) => {
    const cells = [...tr.querySelectorAll("td")];
    expect(cells).toHaveLength(names.length);
    return new Map(cells.map((cell, i) => [names[i] ?? null, cell]));
  });
}

describe("the start list", () => {
  it("keeps the table's headings for screen readers, one column a fact", async () => {
    const found = await startList();
    expect(found.querySelector("caption")?.textContent).toBe("Start list");
    expect([...found.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
      "Bib",
      "Participant",
      "Club",
      "City",
      "Distance",
    ]);
    const [first, , third] = cellsByHeading(found);
    expect(first?.get("Bib")?.textContent).toBe("1002");
    expect(first?.get("Participant")?.textContent).toBe("Dmitry Tarasov1967");
    expect(first?.get("Distance")?.textContent).toBe("Marathon");
    expect(third?.get("Distance")?.textContent).toBe("Half marathon");
  });

  it("tells the club from the city on the compact line: a mark and a hidden word each", async () => {
    const [first, , third] = cellsByHeading(await startList());
    for (const [heading, value] of [
      ["Club", "White Nights"],
      ["City", "Nizhny Novgorod"],
    ] as const) {
      const cell = first?.get(heading);
      expect(cell?.textContent).toBe(`${heading}: ${value}`);
      expect(cell?.querySelector(".fact-mark__label")?.textContent).toBe(`${heading}: `);
      expect(cell?.querySelector("svg.fact-mark__icon")?.getAttribute("aria-hidden")).toBe("true");
    }
    expect(third?.get("City")?.textContent).toBe("City: Tula");
  });

  it("leaves a missing club or city cell empty, so the compact line drops it with its dot", async () => {
    const [, hidden, third] = cellsByHeading(await startList());
    expect(hidden?.get("Participant")?.textContent).toBe(
      "The participant chose to hide their data",
    );
    expect(hidden?.get("Club")?.childNodes).toHaveLength(0);
    expect(hidden?.get("City")?.childNodes).toHaveLength(0);
    expect(hidden?.get("Distance")?.textContent).toBe("Marathon");
    expect(third?.get("Club")?.childNodes).toHaveLength(0);
  });

  it("says what the club and the city are in Russian", async () => {
    const [first] = cellsByHeading(await startList("ru"));
    expect(first?.get("Клуб")?.textContent).toBe("Клуб: White Nights");
    expect(first?.get("Город")?.textContent).toBe("Город: Nizhny Novgorod");
  });
});
