import { SCREEN } from "../support/behaviour";
import type { Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, snap, test } from "../support/fixtures";

/** The sections' words in each language (the catalogs' own). */
const WORDS = {
  ru: {
    siteMap: "Карта сайта",
    clubs: "Клубы",
    championships: "Чемпионаты",
    allChampionships: "Все чемпионаты",
    search: "Название клуба",
    find: "Найти",
    league: "Лига бега",
    results: "Результаты",
    best: "Лучшие финишёры",
    noClub: "Клуб не найден",
    cup: "Кубок Петербурга по бегу",
    men: "Мужчины",
    notFound: "Страница не найдена",
  },
  en: {
    siteMap: "Site map",
    clubs: "Clubs",
    championships: "Championships",
    allChampionships: "All championships",
    search: "Club name",
    find: "Find",
    league: "Running League",
    results: "Results",
    best: "Best finishers",
    noClub: "No club found",
    cup: "St Petersburg Running Cup",
    men: "Men",
    notFound: "Page not found",
  },
} satisfies Record<Locale, Record<string, string>>;

test(
  "clubs: the ranking from the footer, a search, a club, one of its results",
  SCREEN,
  async ({ page, lang }, testInfo) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    await page.goto("/events/future");
    await page
      .getByRole("navigation", { name: w.siteMap })
      .getByRole("link", { name: w.clubs, exact: true })
      .click();
    await expect(page).toHaveURL(/\/clubs\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: w.clubs })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${w.clubs}`));
    await expect(page.locator(".club-ranking__item")).toHaveCount(22);
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "clubs-ranking");

    const search = page.getByRole("searchbox", { name: w.search });
    await search.fill("zzz");
    await page.getByRole("button", { name: w.find }).click();
    await expect(page.getByText(w.noClub)).toBeVisible();
    await snap(page, testInfo, "clubs-empty");

    await search.fill(lang === "ru" ? "лига" : "league");
    await page.getByRole("button", { name: w.find }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const league = page.getByRole("link", { name: w.league, exact: true });
    await expect(league).toBeVisible();
    await league.click();

    await expect(page).toHaveURL(/\/clubs\/running-league$/);
    await expect(page.getByRole("heading", { level: 1, name: w.league })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${w.league}`));
    await expect(page.getByRole("heading", { level: 2, name: w.results })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: w.best })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "club-page");

    // The newest result's race: its results page.
    const first = page.locator(".club-results__item").first();
    const event = await first.locator(".club-results__event").innerText();
    await first.locator(".club-results__event").click();
    await expect(page).toHaveURL(/\/results\/[^/]+\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(event) })).toBeVisible();

    // An unknown or malformed code is the not-found page.
    await page.goto("/clubs/no-such-club");
    await expect(page.getByRole("heading", { name: w.notFound })).toBeVisible();
    await page.goto("/clubs/Not%20A%20Code");
    await expect(page.getByRole("heading", { name: w.notFound })).toBeVisible();
  },
);

test(
  "championships: the cups with their leaders, one opened on its series page",
  SCREEN,
  async ({ page, lang }, testInfo) => {
    test.setTimeout(60_000);
    const w = WORDS[lang];
    await page.goto("/events/future");
    await page
      .getByRole("navigation", { name: w.siteMap })
      .getByRole("link", { name: w.championships, exact: true })
      .click();
    await expect(page).toHaveURL(/\/championships$/);
    await expect(page.getByRole("heading", { level: 1, name: w.championships })).toBeVisible();
    const cup = page.locator(".championship").filter({ hasText: w.cup });
    await expect(cup.getByText(w.men, { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "championships");

    await cup.getByRole("link", { name: w.cup, exact: true }).click();
    await expect(page).toHaveURL(/\/series\/spb-running-cup$/);
    await expect(page.getByRole("heading", { level: 1, name: w.cup })).toBeVisible();
    await expect(page.getByRole("link", { name: w.allChampionships })).toBeVisible();
  },
);
