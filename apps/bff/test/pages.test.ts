import { describe, expect, it } from "vitest";
import { SITE_PAGE_SLUGS, VALIDATION_MESSAGES } from "@reg/domain";
import { openBrowser } from "./support/clients";
import { expectAppError } from "./support/expect-app-error";
import { useStack } from "./support/stack";

const { bff } = useStack();

describe("pages.* through the BFF", () => {
  it("answers every content page in both languages from core", async () => {
    const browser = openBrowser(bff.url);
    for (const slug of SITE_PAGE_SLUGS) {
      const [ru, en] = await Promise.all([
        browser.batch.pages.get.query({ slug, language: "ru" }),
        browser.batch.pages.get.query({ slug, language: "en" }),
      ]);
      expect(ru.slug).toBe(slug);
      expect(ru.title).not.toBe(en.title);
      expect(en.blocks.length).toBeGreaterThan(0);
    }
  });

  it("answers contacts, careers with their details and the rating", async () => {
    const browser = openBrowser(bff.url);
    const tenant = await browser.batch.tenant.getCurrent.query();
    const contacts = await browser.batch.pages.contacts.query({ language: "en" });
    expect(contacts.supportEmail).toBe(tenant.supportEmail);
    expect(contacts.supportDays).toEqual([1, 2, 3, 4, 5]);
    const careers = await browser.batch.pages.careers.query({ language: "ru" });
    expect(careers.items.length).toBeGreaterThanOrEqual(4);
    for (const item of careers.items) {
      const career = await browser.batch.pages.career.query({
        id: String(item.id),
        language: "ru",
      });
      expect(career.title).toBe(item.title);
    }
    const rating = await browser.batch.pages.eventsRating.query({ language: "ru" });
    expect(rating.items.length).toBeGreaterThan(0);
    const values = rating.items.map((item) => item.rating);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("answers NOT_FOUND for an unknown page or opening, never a 500", async () => {
    const browser = openBrowser(bff.url);
    await expectAppError(
      browser.single.pages.get.query({ slug: "no-such-page", language: "ru" }),
      "NOT_FOUND",
    );
    for (const id of ["999999", "abc", "-1"])
      await expectAppError(browser.single.pages.career.query({ id, language: "en" }), "NOT_FOUND");
  });

  it("refuses a malformed slug or language with VALIDATION_FAILED naming the field", async () => {
    const browser = openBrowser(bff.url);
    for (const [input, field] of [
      [{ slug: "../../etc/passwd", language: "ru" }, "slug"],
      [{ slug: "x".repeat(5_000), language: "ru" }, "slug"],
      [{ slug: "about", language: "de" }, "language"],
    ] as const) {
      const error = await expectAppError(
        browser.single.pages.get.query(input as never),
        "VALIDATION_FAILED",
      );
      const fields = error.data?.fields ?? {};
      expect(Object.keys(fields)).toContain(field);
      for (const message of Object.values(fields))
        expect(VALIDATION_MESSAGES as readonly string[]).toContain(message);
    }
  });
});
