import {
  CULTURE_COOKIE_NAME,
  defined,
  formatCultureCookie,
  type ListFilterResult,
} from "@reg/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

/** The first upcoming event, as the list's own query gives it. */
async function firstEvent(request: APIRequestContext, lang: "ru" | "en") {
  const input = encodeURIComponent(
    JSON.stringify({ language: lang, eventsLoaderType: "future", limit: 1 }),
  );
  const response = await request.get(`/trpc/events.list?input=${input}`);
  const body = (await response.json()) as { result: { data: ListFilterResult } };
  return defined(body.result.data.events[0]);
}

/** React's hydration failures, as they reach the console (minified #418/#423/#425 or spelled out). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const check = (text: string) => {
    if (/hydrat|#418|#423|#425/i.test(text)) problems.push(text.slice(0, 300));
  };
  page.on("pageerror", (error) => check(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") check(message.text());
  });
  return problems;
}

test("public pages arrive rendered, readable without scripts, and the browser adopts them as they are", async ({
  browser,
  page,
  request,
  lang,
  baseURL,
}) => {
  const event = await firstEvent(request, lang);
  const paths = ["/", "/events/future", `/event/${event.code}`];

  // No scripts at all: what a crawler or a slow phone sees first is the page itself.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  await bare.addCookies([
    { name: CULTURE_COOKIE_NAME, value: formatCultureCookie(lang), url: defined(baseURL) },
  ]);
  const barePage = await bare.newPage();
  for (const path of paths) {
    await barePage.goto(path);
    await expect(barePage.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(barePage.locator("html"), path).toHaveAttribute("lang", lang);
  }
  await expect(barePage.getByRole("heading", { level: 1 })).toHaveText(event.name);
  await bare.close();

  // With scripts: hydrated without a mismatch, then working as the client-rendered page did.
  const problems = watchHydration(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
  await page.goto("/");
  await page.getByRole("link", { name: event.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.code}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.name);
});
