import { describe, expect, it } from "vitest";
import { CLUBS_SEARCH_MAX_LENGTH, VALIDATION_MESSAGES } from "@reg/domain";
import { openBrowser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack } from "./support/stack";

const { bff } = useStack({ bff: { cache: { enabled: false } } });

describe("clubs.list, clubs.page and championships.list through the BFF", () => {
  it("ranks the demo's clubs, finds one by name and opens its page", async () => {
    const browser = openBrowser(bff.url);
    const ranking = await browser.batch.clubs.list.query({ language: "en" });
    expect(ranking.total).toBe(22);
    expect(ranking.clubs[0]?.place).toBe(1);
    const found = await browser.batch.clubs.list.query({ language: "ru", search: "лига" });
    const league = found.clubs.find((c) => c.code === "running-league");
    expect(league?.name).toBe("Лига бега");
    const page = await browser.batch.clubs.page.query({ code: "running-league", language: "en" });
    expect(page.club).toMatchObject({ code: "running-league", name: "Running League" });
    expect(page.club.starts).toBe(league?.starts);
    expect(page.results.length).toBeGreaterThan(0);
    const dates = page.results.map((r) => r.startsAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("lists the championships, each leader the first of its series page's standings", async () => {
    const browser = openBrowser(bff.url);
    const { championships } = await browser.batch.championships.list.query({ language: "ru" });
    const cup = championships.find((c) => c.code === "spb-running-cup");
    expect(cup?.name).toBe("Кубок Петербурга по бегу");
    const series = await browser.batch.series.page.query({
      code: "spb-running-cup",
      language: "ru",
    });
    expect(cup?.leaders.map((l) => l.name)).toEqual(series.standings.map((g) => g.lines[0]?.name));
  });

  it("answers NOT_FOUND for an unknown club", async () => {
    const browser = openBrowser(bff.url);
    await expectAppError(
      browser.single.clubs.page.query({ code: "no-such-club", language: "ru" }),
      "NOT_FOUND",
    );
  });

  /** Each bad input, and the field its error must name. */
  const BAD: [
    procedure: "list" | "page" | "championships",
    input: Record<string, unknown>,
    field: string,
  ][] = [
    ["list", { language: "de" }, "language"],
    ["list", { language: "ru", search: "я".repeat(CLUBS_SEARCH_MAX_LENGTH + 1) }, "search"],
    ["list", { language: "ru", page: 0 }, "page"],
    ["list", { language: "ru", page: "2" }, "page"],
    ["page", { code: "Running League", language: "ru" }, "code"],
    ["page", { code: "../etc/passwd", language: "ru" }, "code"],
    ["page", { code: "a".repeat(61), language: "ru" }, "code"],
    ["page", { code: 42, language: "ru" }, "code"],
    ["page", { code: "running-league", language: "ru", page: 1.5 }, "page"],
    ["championships", { language: "xx" }, "language"],
  ];

  it.each(BAD)(
    "refuses a bad %s input (%#) with VALIDATION_FAILED naming the field",
    async (procedure, input, field) => {
      const browser = openBrowser(bff.url);
      const call =
        procedure === "list"
          ? browser.single.clubs.list.query(input as never)
          : procedure === "page"
            ? browser.single.clubs.page.query(input as never)
            : browser.single.championships.list.query(input as never);
      const error = await expectAppError(call, "VALIDATION_FAILED");
      const fields = error.data?.fields ?? {};
      expect(Object.keys(fields)).toContain(field);
      for (const message of Object.values(fields))
        expect(VALIDATION_MESSAGES as readonly string[]).toContain(message);
    },
  );
});
