import { describe, expect, it } from "vitest";
import { EVENT_LIST_FILTER_KEYS } from "@reg/domain";
import { openBrowser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack } from "./support/stack";

const { bff } = useStack({ bff: { cache: { enabled: false } } });

describe("events.mapPoints and events.compilations through the BFF", () => {
  it("map the list's own events for the same filters", async () => {
    const browser = openBrowser(bff.url);
    const query = {
      language: "en" as const,
      eventsLoaderType: "all" as const,
      sportType: "run" as const,
    };
    const list = await browser.batch.events.list.query({ ...query, limit: 100 });
    const map = await browser.batch.events.mapPoints.query(query);
    // Cards carry no coordinates: every point is a card of the list, in its order, and the
    // in-person events of the demo all have a place.
    const codes = list.events.map((e) => e.code);
    const inPerson = list.events.filter((e) => !e.isOnline).map((e) => e.code);
    expect(map.points.length).toBeGreaterThan(0);
    expect(map.points.map((p) => p.code)).toEqual(
      codes.filter((code) => map.points.some((p) => p.code === code)),
    );
    expect(map.points.map((p) => p.code)).toEqual(expect.arrayContaining(inPerson));
    expect(map.points.every((p) => p.sportType === "run")).toBe(true);
  });

  it("read the compilations in the asked language, each with filters the list takes", async () => {
    const browser = openBrowser(bff.url);
    const [ru, en] = await Promise.all([
      browser.batch.events.compilations.query({ language: "ru" }),
      browser.batch.events.compilations.query({ language: "en" }),
    ]);
    expect(ru.map((c) => c.title)).toContain("Для детей");
    expect(en.map((c) => c.title)).toContain("For children");
    for (const compilation of en) {
      for (const key of Object.keys(compilation.filters))
        expect(EVENT_LIST_FILTER_KEYS as readonly string[]).toContain(key);
      const [inTab, anyTime] = await Promise.all(
        [compilation.tab, "all" as const].map((eventsLoaderType) =>
          browser.single.events.list.query({
            language: "en",
            eventsLoaderType,
            ...compilation.filters,
          }),
        ),
      );
      // The seed's dates follow the run's clock: tonight's night run leaves "future" at 19:00 Moscow
      // time, so a compilation's own tab may be empty in the evening; its filters still find events.
      expect(anyTime?.total, compilation.code).toBeGreaterThan(0);
      expect(inTab?.total, compilation.code).toBeLessThanOrEqual(anyTime?.total ?? 0);
    }
  });

  it("refuse bad input with VALIDATION_FAILED, never a 500", async () => {
    const browser = openBrowser(bff.url);
    await expectAppError(
      browser.single.events.mapPoints.query({ language: "ru", distanceMinKm: "far" } as never),
      "VALIDATION_FAILED",
    );
    await expectAppError(
      browser.single.events.compilations.query({ language: "de" } as never),
      "VALIDATION_FAILED",
    );
    await expectAppError(
      browser.single.events.compilations.query({ language: "ru", extra: 1 } as never),
      "VALIDATION_FAILED",
    );
  });
});
