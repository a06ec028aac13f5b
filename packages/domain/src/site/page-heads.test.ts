import { describe, expect, it } from "vitest";
import { EVENT_LIST_TABS } from "../events/event-list-tabs";
import { LOCALES } from "../culture/locales";
import { documentTitle, eventListHead, PAGE_HEAD_KEYS, pageHead } from "./page-heads";

describe("the fixed pages' heads", () => {
  it("gives every fixed page a title and a short description in both languages", () => {
    for (const key of PAGE_HEAD_KEYS)
      for (const locale of LOCALES) {
        const { title, description } = pageHead(key, locale);
        expect(title.trim(), `${key} ${locale}`).not.toBe("");
        expect(description.length, `${key} ${locale}`).toBeGreaterThan(20);
        // Search engines cut a snippet near 160 characters; the head keeps under 200.
        expect(description.length, `${key} ${locale}`).toBeLessThanOrEqual(200);
      }
  });

  it("writes Russian in Russian and English in English", () => {
    for (const key of PAGE_HEAD_KEYS) {
      expect(pageHead(key, "ru").title, key).toMatch(/[а-яё]/i);
      expect(pageHead(key, "en").title, key).not.toMatch(/[а-яё]/i);
    }
  });

  it("has a head of its own for each event-list tab", () => {
    const titles = EVENT_LIST_TABS.map((tab) => eventListHead(tab, "en").title);
    expect(new Set(titles).size).toBe(EVENT_LIST_TABS.length);
    expect(eventListHead("future", "ru").title).toBe("Будущие события");
  });

  it("reads a document title as 'Page — Site', or the page alone without a site name", () => {
    expect(documentTitle("Page not found", "Russia Running")).toBe(
      "Page not found — Russia Running",
    );
    expect(documentTitle("Page not found", undefined)).toBe("Page not found");
    expect(documentTitle("Page not found", "")).toBe("Page not found");
  });
});
