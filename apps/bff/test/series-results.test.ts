import { describe, expect, it } from "vitest";
import { RESULTS_SEARCH_MAX_LENGTH, VALIDATION_MESSAGES } from "@reg/domain";
import { openBrowser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack } from "./support/stack";

const { bff } = useStack({ bff: { cache: { enabled: false } } });

describe("series.page, results.event and results.race through the BFF", () => {
  it("answers the series page, the series' events and a race's filtered results", async () => {
    const browser = openBrowser(bff.url);
    const series = await browser.batch.series.page.query({
      code: "volga-triathlon",
      language: "en",
    });
    expect(series.name).toBe("Volga Triathlon Series");
    expect(series.stages).toHaveLength(4);
    const events = await browser.batch.events.list.query({
      language: "en",
      seriesCode: "volga-triathlon",
      eventsLoaderType: "future",
    });
    expect(events.events.map((e) => e.code).sort()).toEqual([
      "volga-tri-samara",
      "volga-tri-volgograd",
    ]);
    const event = await browser.batch.results.event.query({
      eventCode: "volga-tri-yaroslavl",
      language: "ru",
    });
    expect(event.races.map((r) => r.code)).toEqual(["olympic", "sprint"]);
    const women = await browser.batch.results.race.query({
      eventCode: "volga-tri-yaroslavl",
      raceCode: "olympic",
      language: "ru",
      gender: "female",
      page: 1,
    });
    expect(women.rows.length).toBeGreaterThan(0);
    expect(women.rows.every((r) => r.gender === "female")).toBe(true);
    const someone = women.rows[0];
    const byBib = await browser.single.results.race.query({
      eventCode: "volga-tri-yaroslavl",
      raceCode: "olympic",
      language: "ru",
      search: someone?.bib,
    });
    expect(byBib.rows.map((r) => r.bib)).toEqual([someone?.bib]);
  });

  it("answers NOT_FOUND for an unknown series, event or race", async () => {
    const browser = openBrowser(bff.url);
    await expectAppError(
      browser.single.series.page.query({ code: "no-such-series", language: "ru" }),
      "NOT_FOUND",
    );
    await expectAppError(
      browser.single.results.event.query({ eventCode: "no-such-event", language: "ru" }),
      "NOT_FOUND",
    );
    await expectAppError(
      browser.single.results.race.query({
        eventCode: "kazan-marathon",
        raceCode: "nope",
        language: "ru",
      }),
      "NOT_FOUND",
    );
  });

  const RACE = { eventCode: "kazan-marathon", raceCode: "m42", language: "ru" };
  /** Each bad input, and the field its error must name. */
  const BAD: [
    procedure: "series" | "event" | "race",
    input: Record<string, unknown>,
    field: string,
  ][] = [
    ["series", { code: "x".repeat(5_000), language: "ru" }, "code"],
    ["series", { code: "../etc/passwd", language: "ru" }, "code"],
    ["series", { code: 42, language: "ru" }, "code"],
    ["series", { code: "spb-running-cup", language: "de" }, "language"],
    ["event", { eventCode: ["kazan-marathon"], language: "ru" }, "eventCode"],
    ["race", { ...RACE, search: "я".repeat(RESULTS_SEARCH_MAX_LENGTH + 1) }, "search"],
    ["race", { ...RACE, search: 1001 }, "search"],
    ["race", { ...RACE, gender: "unknown" }, "gender"],
    ["race", { ...RACE, category: "M99-100" }, "category"],
    ["race", { ...RACE, page: 0 }, "page"],
    ["race", { ...RACE, page: 1.5 }, "page"],
    ["race", { ...RACE, page: "2" }, "page"],
    ["race", { ...RACE, page: 1e9 }, "page"],
    ["race", { ...RACE, raceCode: null }, "raceCode"],
  ];

  it.each(BAD)(
    "refuses a bad %s input (%#) with VALIDATION_FAILED naming the field",
    async (procedure, input, field) => {
      const browser = openBrowser(bff.url);
      const call =
        procedure === "series"
          ? browser.single.series.page.query(input as never)
          : procedure === "event"
            ? browser.single.results.event.query(input as never)
            : browser.single.results.race.query(input as never);
      const error = await expectAppError(call, "VALIDATION_FAILED");
      const fields = error.data?.fields ?? {};
      expect(Object.keys(fields)).toContain(field);
      for (const message of Object.values(fields))
        expect(VALIDATION_MESSAGES as readonly string[]).toContain(message);
    },
  );

  it("refuses an unknown key", async () => {
    const browser = openBrowser(bff.url);
    await expectAppError(
      browser.single.results.race.query({ ...RACE, sort: "name" } as never),
      "VALIDATION_FAILED",
    );
  });
});
