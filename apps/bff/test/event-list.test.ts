import { describe, expect, it } from "vitest";
import {
  EVENT_SEARCH_MAX_LENGTH,
  VALIDATION_MESSAGES,
  defined,
  listFilterResultSchema,
  moscowDate,
} from "@reg/domain";
import { openBrowser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack } from "./support/stack";

// The micro-cache off, so every call reaches core with its filters.
const { core, bff } = useStack({ bff: { cache: { enabled: false } } });

describe("events.list's search and filters through the BFF", () => {
  it("hands search and every kind of filter to core and answers the cards", async () => {
    const browser = openBrowser(bff.url);
    const typo = await browser.batch.events.list.query({ language: "ru", search: "марафн" });
    expect(typo.events.map((e) => e.code)).toContain("moscow-marathon");

    const filtered = await browser.batch.events.list.query({
      language: "en",
      eventsLoaderType: "future",
      city: "москва",
      distanceMinKm: 40,
      distanceMaxKm: 43,
      withPlacesLeft: true,
      online: false,
      maxPriceRubles: 5000,
    });
    expect(filtered.events.map((e) => e.code)).toContain("moscow-marathon");
    expect(filtered.events.every((e) => e.city === "Moscow" && !e.isOnline)).toBe(true);
    expect(typeof filtered.liveCount).toBe("number");
    const marathon = defined(filtered.events.find((e) => e.code === "moscow-marathon"));
    // The all-in price core computed reaches the card as it is (core's test checks the figure).
    const fromCore = listFilterResultSchema
      .parse(
        await (await fetch(`${core.url}/api/events/listFilter?language=en&search=marathon`)).json(),
      )
      .events.find((e) => e.code === "moscow-marathon");
    expect(marathon.priceFromKopecks).toBe(defined(fromCore).priceFromKopecks);
    expect(marathon.priceFromKopecks).toBeGreaterThan(0);

    const free = await browser.batch.events.list.query({ language: "ru", free: true, limit: 100 });
    expect(free.events.length).toBeGreaterThan(0);
    expect(free.events.every((e) => e.isFree)).toBe(true);

    // Core runs on the real clock here, and its demo data is seeded around today.
    const day = moscowDate(new Date());
    const onDay = await browser.batch.events.list.query({
      language: "ru",
      dateFrom: day,
      dateTo: day,
      limit: 100,
    });
    const today = await browser.batch.events.list.query({
      language: "ru",
      eventsLoaderType: "today",
      limit: 100,
    });
    expect(onDay.events.map((e) => e.code).sort()).toEqual(today.events.map((e) => e.code).sort());
  });

  it("takes injection strings and query syntax as text: an answer, never a failure", async () => {
    const browser = openBrowser(bff.url);
    for (const search of [
      "'; drop table events; --",
      '" or 1=1 --',
      "<script>alert(1)</script>",
      "марафон & | ! :* <->",
      "%_\\",
      "x".repeat(EVENT_SEARCH_MAX_LENGTH),
    ]) {
      const result = await browser.single.events.list.query({ language: "ru", search });
      expect(result.total).toBeGreaterThanOrEqual(0);
    }
    // Still every event after all of that.
    expect((await browser.single.events.list.query({ language: "ru" })).total).toBeGreaterThan(10);
  });

  /** Each bad input, and the field its error must name. */
  const BAD: [input: Record<string, unknown>, field: string][] = [
    [{ search: "x".repeat(5_000) }, "search"],
    [{ search: 42 }, "search"],
    [{ city: "y".repeat(1_000) }, "city"],
    [{ city: ["Москва"] }, "city"],
    [{ eventsLoaderType: "tomorrow" }, "eventsLoaderType"],
    [{ eventsLoaderType: null }, "eventsLoaderType"],
    [{ sportType: "chess" }, "sportType"],
    [{ ageGroup: "babies" }, "ageGroup"],
    [{ dateFrom: "2026-02-30" }, "dateFrom"],
    [{ dateFrom: "tomorrow" }, "dateFrom"],
    [{ dateFrom: "2026-06-20", dateTo: "2026-06-10" }, "dateTo"],
    [{ distanceMinKm: "5" }, "distanceMinKm"],
    [{ distanceMinKm: -1 }, "distanceMinKm"],
    [{ distanceMaxKm: 1e9 }, "distanceMaxKm"],
    [{ distanceMinKm: 10, distanceMaxKm: 5 }, "distanceMaxKm"],
    [{ free: "true" }, "free"],
    [{ online: 1 }, "online"],
    [{ withPlacesLeft: "yes" }, "withPlacesLeft"],
    [{ maxPriceRubles: 99.5 }, "maxPriceRubles"],
    [{ maxPriceRubles: -100 }, "maxPriceRubles"],
    [{ maxPriceRubles: Number.MAX_SAFE_INTEGER }, "maxPriceRubles"],
    [{ limit: 1_000_000 }, "limit"],
  ];

  it.each(BAD)("refuses a bad %# with VALIDATION_FAILED naming the field", async (input, field) => {
    const browser = openBrowser(bff.url);
    const error = await expectAppError(
      browser.single.events.list.query({ language: "ru", ...input } as never),
      "VALIDATION_FAILED",
    );
    const fields = error.data?.fields ?? {};
    expect(Object.keys(fields)).toContain(field);
    // A message id the catalogs translate, never server prose.
    for (const message of Object.values(fields))
      expect(VALIDATION_MESSAGES as readonly string[]).toContain(message);
  });

  it("refuses an unknown filter and a wrong shape as a whole", async () => {
    const browser = openBrowser(bff.url);
    await expectAppError(
      browser.single.events.list.query({ language: "ru", region: "Moscow" } as never),
      "VALIDATION_FAILED",
    );
    await expectAppError(browser.batch.events.list.query(["ru"] as never), "VALIDATION_FAILED");
  });
});
