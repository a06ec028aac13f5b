import { SCREEN } from "../support/behaviour";
import type { Locale } from "@reg/domain";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** The window as seen: a full-page shot of the long overview costs seconds on a busy machine. */
async function snap(page: Page, testInfo: TestInfo, screen: string) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${screen}.png`) });
}

/** The series page's words in each language (the catalogs' own). */
const WORDS = {
  ru: {
    name: "Кубок Петербурга по бегу",
    overview: "Обзор",
    seriesNav: "Страница серии",
    eventTabs: "Вкладки событий серии",
    events: "Старты",
    stages: "Этапы",
    men: "Мужчины",
    virtual: "Виртуальные",
    noVirtual: "В серии нет виртуальных забегов",
    final: "Кубок Петербурга. Финал — Елагин остров",
    notFound: "Страница не найдена",
  },
  en: {
    name: "St Petersburg Running Cup",
    overview: "Overview",
    seriesNav: "Series page",
    eventTabs: "Series events tabs",
    events: "Events",
    stages: "Stages",
    men: "Men",
    virtual: "Virtual",
    noVirtual: "The series has no virtual events",
    final: "St Petersburg Cup. Final: Yelagin Island",
    notFound: "Page not found",
  },
} satisfies Record<Locale, Record<string, string>>;

test(
  "a series: overview with stages and standings, events by tab, an empty tab",
  SCREEN,
  async ({ page, lang }, testInfo) => {
    test.setTimeout(60_000);
    const w = WORDS[lang];
    await page.goto("/series/spb-running-cup");
    await expect(page.getByRole("heading", { level: 1, name: w.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${w.name}`));
    const tabs = page.getByRole("navigation", { name: w.seriesNav });
    await expect(tabs.getByRole("link", { name: w.overview })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: w.stages })).toBeVisible();
    await expect(page.locator(".series-timeline__item")).toHaveCount(4);
    await expect(page.getByRole("table", { name: w.men, exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "series-overview");

    // Events opens the upcoming tab: the final is there.
    await tabs.getByRole("link", { name: w.events, exact: true }).click();
    await expect(page).toHaveURL(/\/series\/spb-running-cup\/events\/future$/);
    await expect(page.getByText(w.final)).toBeVisible();
    await snap(page, testInfo, "series-events");

    // A tab with nothing of the series says so.
    await page
      .getByRole("navigation", { name: w.eventTabs })
      .getByRole("link", { name: w.virtual, exact: true })
      .click();
    await expect(page).toHaveURL(/\/events\/virtual$/);
    await expect(page.getByText(w.noVirtual)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "series-empty");

    // An unknown series is the not-found page.
    await page.goto("/series/no-such-series");
    await expect(page.getByRole("heading", { name: w.notFound })).toBeVisible();
  },
);
