import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  defined,
  type CareerList,
  type Locale,
  type SitePage,
  type SitePageSlug,
} from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, snap, test } from "../support/fixtures";

/** The header's and footer's link names, as the catalogs say them (docs/decisions/0020). */
const LINKS = {
  ru: {
    menu: "Меню",
    mainMenu: "Главное меню",
    siteMap: "Карта сайта",
    about: "О нас",
    rating: "Рейтинг событий",
    contacts: "Контакты",
    organizers: "Организаторам",
    participants: "Участникам",
    careers: "Вакансии",
    corp: "Корпоративным клиентам",
    nbd: "Новое благотворительное движение",
    ostrovok: "Отели с Островком",
    corpAccount: "Корпоративный кабинет",
    allPositions: "Все вакансии",
  },
  en: {
    menu: "Menu",
    mainMenu: "Main menu",
    siteMap: "Site map",
    about: "About us",
    rating: "Events rating",
    contacts: "Contacts",
    organizers: "For organizers",
    participants: "For participants",
    careers: "Careers",
    corp: "Corporate clients",
    nbd: "New Charity Movement",
    ostrovok: "Hotels with Ostrovok",
    corpAccount: "Corporate account",
    allPositions: "All positions",
  },
} satisfies Record<Locale, Record<string, string>>;

/** What the BFF answers for a query procedure, asked the way the tRPC client asks. */
async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await request.get(`/trpc/${path}${query}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

const pageOf = (request: APIRequestContext, slug: SitePageSlug, language: Locale) =>
  trpcQuery<SitePage>(request, "pages.get", { slug, language });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The page core holds is on screen: its title as the h1 and the tab's title, its lead under it. */
async function expectSitePage(page: Page, content: SitePage) {
  await expect(page.getByRole("heading", { level: 1, name: content.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(content.title)}`));
  await expect(page.locator(".site-page__lead")).toHaveText(content.description);
}

type Links = (typeof LINKS)[Locale];

/** A header link: in the bar on a desktop, behind the menu button on a phone. */
async function headerLink(page: Page, l: Links, name: string, isMobile: boolean) {
  if (isMobile) {
    const button = page.getByRole("button", { name: l.menu });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }
  return page
    .getByRole("navigation", { name: l.mainMenu })
    .getByRole("link", { name, exact: true });
}

const footerLink = (page: Page, l: Links, name: string) =>
  page.getByRole("navigation", { name: l.siteMap }).getByRole("link", { name, exact: true });

async function expectFocusRing(locator: Locator) {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThan(0);
}

test("About and its children open from the header with core's content", async ({
  page,
  request,
  lang,
  isMobile,
}, testInfo) => {
  const l = LINKS[lang];
  const [about, participants] = await Promise.all([
    pageOf(request, "about", lang),
    pageOf(request, "about-participants", lang),
  ]);
  expect(about.title).not.toBe(participants.title);

  await page.goto("/");
  await (await headerLink(page, l, l.about, isMobile)).click();
  await expect(page).toHaveURL(/\/Home\/About$/);
  await expectSitePage(page, about);
  // The children are one step away, in the About sub-navigation.
  await page
    .getByRole("navigation", { name: lang === "ru" ? "О проекте" : "About the project" })
    .getByRole("link", { name: l.participants })
    .click();
  await expect(page).toHaveURL(/\/Home\/About\/participants$/);
  await expectSitePage(page, participants);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "about-participants");
});

// Each its own journey: with About, or with each other, in one test, the whole ran past its 30 s
// on two busy cores (the long ranking's axe check and full-page picture take most of it).
test("Events rating opens from the header with core's content", async ({
  page,
  request,
  lang,
  isMobile,
}, testInfo) => {
  const l = LINKS[lang];
  const rating = await pageOf(request, "events-rating", lang);
  await page.goto("/");
  await (await headerLink(page, l, l.rating, isMobile)).click();
  await expectSitePage(page, rating);
  const rows = page.locator(".rating-row");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(3);
  await expect(rows.first().locator('a[href^="/event/"]')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "events-rating");
});

test("Contacts opens from the header with the tenant's support desk", async ({
  page,
  request,
  lang,
  isMobile,
}, testInfo) => {
  const l = LINKS[lang];
  const contacts = await pageOf(request, "contacts", lang);
  await page.goto("/");
  await (await headerLink(page, l, l.contacts, isMobile)).click();
  await expectSitePage(page, contacts);
  const tenant = await trpcQuery<{ supportEmail: string }>(request, "tenant.getCurrent", undefined);
  const card = page.locator(".info-card");
  await expect(card.getByRole("link", { name: tenant.supportEmail })).toBeVisible();
  await expect(card).toContainText(lang === "ru" ? "по московскому времени" : "Moscow time");
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "contacts");
});

test("Careers and an opening open from the footer", async ({ page, request, lang }, testInfo) => {
  const l = LINKS[lang];
  const [careersPage, careers] = await Promise.all([
    pageOf(request, "careers", lang),
    trpcQuery<CareerList>(request, "pages.careers", { language: lang }),
  ]);
  const opening = defined(careers.items[0]);

  await page.goto("/");
  await footerLink(page, l, l.careers).click();
  await expectSitePage(page, careersPage);
  await page.getByRole("link", { name: opening.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: opening.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(opening.title)}`));
  await expect(page.getByRole("link", { name: l.allPositions })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "career");

  // An opening that does not exist is the not-found page.
  await page.goto("/Careers/999999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    lang === "ru" ? "Страница не найдена" : "Page not found",
  );
});

test("the corporate, charity and hotel pages open from the footer", async ({
  page,
  request,
  lang,
}, testInfo) => {
  const l = LINKS[lang];
  const [corp, nbd, ostrovok] = await Promise.all([
    pageOf(request, "corp-client", lang),
    pageOf(request, "nbd", lang),
    pageOf(request, "ostrovok", lang),
  ]);
  await page.goto("/");

  // White background, the corporate header, and its account link (the demo tenant has ShowLkCorp).
  await footerLink(page, l, l.corp).click();
  await expectSitePage(page, corp);
  await expect(page.locator(".shell")).toHaveClass(/shell--white/);
  await expect(
    page.locator(".corp-header").getByRole("link", { name: l.corpAccount }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "corp-client");

  await footerLink(page, l, l.nbd).click();
  await expectSitePage(page, nbd);

  // Its own layout: the partner's name under the logo, and no main menu.
  await footerLink(page, l, l.ostrovok).click();
  await expectSitePage(page, ostrovok);
  await expect(page.locator(".site-header__subtitle")).toHaveText(l.ostrovok);
  await expect(page.getByRole("navigation", { name: l.mainMenu })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "ostrovok");
});

test("the header's menu by keyboard: open it, Tab into its links, Esc closes it", async ({
  page,
  lang,
  isMobile,
}) => {
  const l = LINKS[lang];
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: l.mainMenu });
  const links = nav.getByRole("link");
  const about = nav.getByRole("link", { name: l.about, exact: true });
  const button = page.getByRole("button", { name: l.menu });
  if (isMobile) {
    // Folded at 390 px: the button, closed; Enter opens it and Tab walks into the links.
    await expect(about).toBeHidden();
    await button.focus();
    await expectFocusRing(button);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expectFocusRing(links.first());
    // Esc folds it and gives the focus back to the button.
    await page.keyboard.press("Escape");
    await expect(about).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
  } else {
    // A desktop shows the links in the bar and no menu button; Tab goes from the logo to them.
    await expect(button).toBeHidden();
    await page.locator(".site-header .logo").focus();
  }
  if (!isMobile) {
    await page.keyboard.press("Tab");
    await expectFocusRing(links.first());
  }
  // On to About, each link with its focus ring, and Enter follows it (closing the menu).
  for (let step = 0; step < 6; step += 1) {
    if (await about.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expectFocusRing(about);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/Home\/About$/);
  if (isMobile) await expect(button).toHaveAttribute("aria-expanded", "false");
});
