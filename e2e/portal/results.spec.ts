import { SCREEN } from "../support/behaviour";
import type { Locale } from "@reg/domain";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";

/** The window as seen (a full page of 50 compact lines is too tall to be worth the time). */
async function snap(page: Page, testInfo: TestInfo, screen: string) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${screen}.png`) });
}

/** The results pages' words in each language (the catalogs' own). */
const WORDS = {
  ru: {
    event: "Казанский марафон",
    published: "Результаты опубликованы",
    marathon: "Марафон",
    search: "Фамилия или номер",
    find: "Найти",
    gender: "Пол",
    women: "Женщины",
    splits: "Сплиты",
    half: "Полумарафон",
    oneResult: "1 результат",
  },
  en: {
    event: "Kazan Marathon",
    published: "Results published",
    marathon: "Marathon",
    search: "Name or bib",
    find: "Find",
    gender: "Gender",
    women: "Women",
    splits: "Splits",
    half: "Half",
    oneResult: "1 result",
  },
} satisfies Record<Locale, Record<string, string>>;

test(
  "an event's results: pick a distance, find a runner by bib, filter by gender",
  SCREEN,
  async ({ page, lang }, testInfo) => {
    test.setTimeout(60_000);
    const w = WORDS[lang];
    await page.goto("/results/kazan-marathon");
    await expect(page.getByRole("heading", { level: 1, name: w.event })).toBeVisible();
    await expect(page.getByText(w.published)).toBeVisible();
    await page.getByRole("link", { name: new RegExp(`^${w.marathon}`) }).click();
    await expect(page).toHaveURL(/\/results\/kazan-marathon\/m42$/);
    await expect(page).toHaveTitle(new RegExp(w.event));
    const rows = page.locator(".results-table tbody tr");
    await expect(rows).toHaveCount(50);
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "results-table");

    // The third runner, found again by bib.
    const third = rows.nth(2);
    const bib = (await third.locator(".results-table__bib").innerText()).trim();
    const name = (await third.locator(".results-table__person").innerText()).trim();
    await page.getByLabel(w.search).fill(bib);
    await page.getByRole("button", { name: w.find }).click();
    // The router writes a string that looks like a number quoted: q=%221073%22.
    await expect(page).toHaveURL(new RegExp(`[?&]q=[^&]*${bib}`));
    await expect(page.getByText(w.oneResult, { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator(".results-table__person")).toHaveText(name);

    // Splits open under the line.
    await rows
      .first()
      .getByRole("button", { name: new RegExp(w.splits) })
      .click();
    await expect(page.locator(".results-splits").getByText(w.half, { exact: true })).toBeVisible();
    await snap(page, testInfo, "results-found");

    // Women only: the address keeps it, every category is a women's one.
    await page.getByLabel(w.search).fill("");
    await page.getByRole("button", { name: w.find }).click();
    await page.getByLabel(w.gender).selectOption("female");
    await expect(page).toHaveURL(/gender=female/);
    await expect(page).not.toHaveURL(/q=/);
    await expect(rows).toHaveCount(50);
    const categories = await page.locator(".results-table tbody td:nth-child(5)").allInnerTexts();
    expect(categories.every((c) => c.trim().startsWith("F"))).toBe(true);
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "results-women");
  },
);
