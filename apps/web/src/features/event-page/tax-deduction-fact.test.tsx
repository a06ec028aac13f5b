// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { activateLocale, i18n } from "@reg/i18n";
import { mountTree, settle, type Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { TaxDeductionFact } from "./tax-deduction-fact";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function render(qualifies: boolean, locale: "en" | "ru", over = false) {
  mounted?.unmount();
  activateLocale(locale);
  mounted = mountTree(
    <I18nProvider i18n={i18n}>
      <p>
        <TaxDeductionFact qualifies={qualifies} over={over} />
      </p>
    </I18nProvider>,
  );
  await settle();
  return mounted.container;
}

describe("the event page's tax deduction line", () => {
  it.each([
    ["en", "Participation qualifies for the tax deduction"],
    ["ru", "Участие даёт право на налоговый вычет"],
  ] as const)(
    "links to /tax-deduction in %s when participation qualifies",
    async (locale, text) => {
      const link = (await render(true, locale)).querySelector("a");
      expect(link?.getAttribute("href")).toBe("/tax-deduction");
      expect(link?.textContent).toBe(text);
    },
  );

  it.each([
    ["en", "Participants can claim the tax deduction"],
    ["ru", "Участники могут получить налоговый вычет"],
  ] as const)(
    "speaks to the participants of an event that is over, in %s, still linking to /tax-deduction",
    async (locale, text) => {
      const link = (await render(true, locale, true)).querySelector("a");
      expect(link?.getAttribute("href")).toBe("/tax-deduction");
      expect(link?.textContent).toBe(text);
    },
  );

  it("says nothing when it does not", async () => {
    expect((await render(false, "en")).textContent).toBe("");
    expect((await render(false, "en", true)).textContent).toBe("");
  });
});
