import { describe, expect, it } from "vitest";
import { START_LIST_PAGE_SIZE, VALIDATION_MESSAGES } from "@reg/domain";
import { openBrowser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { startBff, startCore, useStack } from "./support/stack";

const { bff } = useStack();

describe("events.page and events.startList through the BFF", () => {
  it("answers a seeded event's page and its start list, paged and searched", async () => {
    const browser = openBrowser(bff.url);
    const page = await browser.batch.events.page.query({ code: "moscow-marathon", language: "ru" });
    expect(page.name).toBe("Московский марафон");
    expect(page.races.length).toBeGreaterThan(0);
    expect(page.races.every((r) => r.priceKopecks >= 0)).toBe(true);

    const first = await browser.batch.events.startList.query({
      code: "moscow-marathon",
      language: "ru",
    });
    expect(first.entries).toHaveLength(START_LIST_PAGE_SIZE);
    const second = await browser.batch.events.startList.query({
      code: "moscow-marathon",
      language: "ru",
      offset: START_LIST_PAGE_SIZE,
    });
    expect(second.entries[0]?.bib).not.toBe(first.entries[0]?.bib);
    const shown = first.entries.find((e) => !e.hidden && e.name !== null);
    const surname = shown?.name?.split(" ")[0] ?? "";
    const found = await browser.batch.events.startList.query({
      code: "moscow-marathon",
      language: "ru",
      search: surname,
    });
    expect(found.total).toBeGreaterThan(0);
    expect(found.entries.every((e) => !e.hidden && (e.name ?? "").includes(surname))).toBe(true);
  });

  it("serves a document through the BFF as a download", async () => {
    const answer = await fetch(`${bff.url}/documents/moscow-marathon/regulations.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain("regulations.pdf");
    expect((await answer.text()).startsWith("%PDF")).toBe(true);
    const missing = await fetch(`${bff.url}/documents/moscow-marathon/nothing.pdf`);
    expect(missing.status).toBe(404);
  });

  it("answers NOT_FOUND for an unknown event", async () => {
    const browser = openBrowser(bff.url);
    await expectAppError(
      browser.single.events.page.query({ code: "no-such-event", language: "ru" }),
      "NOT_FOUND",
    );
    await expectAppError(
      browser.single.events.startList.query({ code: "no-such-event", language: "en" }),
      "NOT_FOUND",
    );
  });

  const BAD: [procedure: "page" | "startList", input: Record<string, unknown>, field: string][] = [
    ["page", { code: "x".repeat(5_000), language: "ru" }, "code"],
    ["page", { code: "../etc/passwd", language: "ru" }, "code"],
    ["page", { code: 42, language: "ru" }, "code"],
    ["page", { code: "moscow-marathon", language: "de" }, "language"],
    ["startList", { code: "moscow-marathon", language: "ru", search: "я".repeat(500) }, "search"],
    ["startList", { code: "moscow-marathon", language: "ru", offset: -1 }, "offset"],
    ["startList", { code: "moscow-marathon", language: "ru", offset: 1.5 }, "offset"],
    ["startList", { code: "moscow-marathon", language: "ru", offset: 1e12 }, "offset"],
  ];

  it.each(BAD)("refuses a bad %s input %# naming the field", async (procedure, input, field) => {
    const browser = openBrowser(bff.url);
    const call =
      procedure === "page"
        ? browser.single.events.page.query(input as never)
        : browser.single.events.startList.query(input as never);
    const error = await expectAppError(call, "VALIDATION_FAILED");
    const fields = error.data?.fields ?? {};
    expect(Object.keys(fields)).toContain(field);
    for (const message of Object.values(fields))
      expect(VALIDATION_MESSAGES as readonly string[]).toContain(message);
  });

  it("micro-caches the page per code and language, so a rush reads core once per TTL", async () => {
    const own = await startCore();
    const cached = await startBff(own.url);
    try {
      const browser = openBrowser(cached.url);
      const input = { code: "moscow-marathon", language: "ru" } as const;
      const pages = await Promise.all(
        Array.from({ length: 20 }, () => browser.single.events.page.query(input)),
      );
      expect(new Set(pages.map((p) => JSON.stringify(p))).size).toBe(1);
      await own.stop();
      // Core is gone: the cached page is still served, a page never read is not.
      expect(await browser.single.events.page.query(input)).toEqual(pages[0]);
      await expectAppError(
        browser.single.events.page.query({ ...input, language: "en" }),
        "UPSTREAM_UNAVAILABLE",
      );
    } finally {
      await cached.stop();
      await own.stop();
    }
  });
});
