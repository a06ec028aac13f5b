import { SCREEN } from "../support/behaviour";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { formatRub, type EventPage, type Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, snap, test } from "../support/fixtures";

/** The event page's words in each language (the catalogs' own). */
const WORDS = {
  ru: {
    distances: "Дистанции",
    about: "О событии",
    startPack: "Стартовый пакет",
    documents: "Документы",
    contacts: "Контакты",
    organizer: "Организатор",
    register: "Зарегистрироваться",
    calendar: "Добавить в календарь",
    invite: "Пригласить друзей",
    copy: "Копировать",
    copied: "Ссылка скопирована",
    overview: "Обзор",
    members: "Участники",
    search: "Поиск по имени, клубу или городу",
    find: "Найти",
    hidden: "Участник скрыл данные",
    notFound: "Страница не найдена",
  },
  en: {
    distances: "Distances",
    about: "About",
    startPack: "Start pack",
    documents: "Documents",
    contacts: "Contacts",
    organizer: "Organizer",
    register: "Register",
    calendar: "Add to calendar",
    invite: "Invite friends",
    copy: "Copy",
    copied: "Link copied",
    overview: "Overview",
    members: "Members",
    search: "Search by name, club or city",
    find: "Find",
    hidden: "The participant chose to hide their data",
    notFound: "Page not found",
  },
} satisfies Record<Locale, Record<string, string>>;

const CODE = "moscow-marathon";

/** The BFF's answer, asked the way the tRPC client asks it. */
async function eventPage(request: APIRequestContext, language: Locale): Promise<EventPage> {
  const input = encodeURIComponent(JSON.stringify({ code: CODE, language }));
  const response = await request.get(`/trpc/events.page?input=${input}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: EventPage } }).result.data;
}

test(
  "an event's page from the home page: races, sections, calendar file, invite",
  SCREEN,
  async ({ page, context, request, lang }, testInfo) => {
    // Two pages, axe, a download and the clipboard: more than the default on a busy machine (0014).
    test.setTimeout(45_000);
    const w = WORDS[lang];
    const expected = await eventPage(request, lang);

    // From the home page's list to an event's page.
    await page.goto("/");
    const card = page.locator(".event-card__link").first();
    const cardName = (await card.textContent()) ?? "";
    await card.click();
    await expect(page).toHaveURL(/\/event\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cardName);

    await page.goto(`/event/${CODE}`);
    await expect(page.getByRole("heading", { level: 1, name: expected.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${expected.name}`));
    for (const title of [w.distances, w.about, w.startPack, w.documents, w.contacts, w.organizer])
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();

    // Each race with its price now, all in; an open race links to its register page.
    const open = expected.races.find((r) => r.availability === "open");
    expect(open, "the demo's marathon has an open race").toBeDefined();
    const race = open ?? expected.races[0];
    if (!race) throw new Error("no race");
    const row = page.locator(".race-row").filter({ hasText: race.name }).first();
    await expect(row).toContainText(formatRub(race.priceKopecks, lang));
    await expect(row.getByRole("link", { name: new RegExp(w.register) })).toHaveAttribute(
      "href",
      `/${CODE}/${race.code}/register`,
    );
    await expect(page.getByText(expected.beneficiary?.inn ?? "—")).toBeVisible();
    const regulations = page.getByRole("link", { name: /PDF/ });
    await expect(regulations).toHaveAttribute("href", `/documents/${CODE}/regulations.pdf`);
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "event-page");

    // The race's .ics: Moscow time with its zone.
    const downloading = page.waitForEvent("download");
    await row.getByRole("button", { name: new RegExp(w.calendar) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${CODE}-${race.code}.ics`);
    const ics = await readFile(await download.path(), "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("TZID:Europe/Moscow");
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Moscow:\d{8}T\d{6}/);

    // The invite dialog: copy the link; Esc closes and focus returns to the button.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const inviteButton = page.getByRole("button", { name: w.invite });
    await inviteButton.click();
    const dialog = page.getByRole("dialog", { name: w.invite });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Telegram/ })).toHaveAttribute(
      "href",
      /^https:\/\/t\.me\/share\/url\?url=/,
    );
    await dialog.getByRole("button", { name: w.copy }).click();
    await expect(dialog.getByRole("status")).toHaveText(w.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`/event/${CODE}$`),
    );
    await snap(page, testInfo, "event-page-invite");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(inviteButton).toBeFocused();
  },
);

test("the Members tab: the start list searched by name, then back to the overview", async ({
  page,
  lang,
}, testInfo) => {
  test.setTimeout(45_000);
  const w = WORDS[lang];
  await page.goto(`/event/${CODE}`);
  await page.getByRole("link", { name: w.members, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${CODE}/startlist$`));
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(21);
  await expect(table.getByText(w.hidden).first()).toBeVisible();
  const firstName = await table
    .locator("tbody tr td:nth-child(2)")
    .filter({ hasNotText: w.hidden })
    .first()
    .textContent();
  const surname = (firstName ?? "").split(" ")[0] ?? "";
  await page.getByRole("searchbox", { name: w.search }).fill(surname);
  await page.getByRole("button", { name: w.find }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(table.getByText(w.hidden)).toHaveCount(0);
  const names = await table.locator("tbody tr td:nth-child(2)").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain(surname);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "event-startlist");

  await page.getByRole("link", { name: w.overview, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${CODE}$`));
  await expect(page.getByRole("heading", { level: 2, name: w.distances })).toBeVisible();
});

test("the event page by keyboard: tabs, the invite dialog keeps focus inside; an unknown code is not found", async ({
  page,
  lang,
}) => {
  test.setTimeout(45_000);
  const w = WORDS[lang];
  await page.goto(`/event/${CODE}`);
  const inviteButton = page.getByRole("button", { name: w.invite });
  await inviteButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: w.invite });
  await expect(dialog).toBeVisible();
  // Round the dialog twice over: focus never leaves it.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(inviteButton).toBeFocused();

  // The Members tab from the keyboard.
  await page.getByRole("link", { name: w.members, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/startlist$/);

  await page.goto("/event/no-such-event-at-all");
  await expect(page.getByRole("heading", { level: 1, name: w.notFound })).toBeVisible();
});
