import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_VALUE,
  CULTURE_COOKIE_NAME,
  formatCultureCookie,
  type Locale,
  PAYMENT_WINDOW_MINUTES,
  defined,
} from "@reg/domain";
import { openJourneyClock, type JourneyClock } from "./clock";
import { PAIR_PROJECTS } from "./behaviour";
import { TEXTS, type Texts } from "./texts";

interface JourneyFixtures {
  /** The project's language: written into the culture cookie before the first page loads. */
  lang: Locale;
  /** false leaves the cookie notice to be answered by the journey itself. */
  cookiesAccepted: boolean;
  t: Texts;
  /** How far in the past the journey's clock lane starts: as far as the journey will move it. */
  clockLaneBehindMs: number;
  /** This journey's own business time (a lane of support/clock-lanes.ts), opened only when a test asks for it. */
  journeyClock: JourneyClock;
}

export const test = base.extend<JourneyFixtures>({
  lang: ["ru", { option: true }],
  cookiesAccepted: [true, { option: true }],
  t: async ({ lang }, use) => use(TEXTS[lang]),
  context: async ({ context, lang, cookiesAccepted, baseURL }, use) => {
    const url = defined(baseURL);
    await context.addCookies([
      { name: CULTURE_COOKIE_NAME, value: formatCultureCookie(lang), url },
      ...(cookiesAccepted
        ? [{ name: COOKIE_CONSENT_COOKIE, value: COOKIE_CONSENT_VALUE, url }]
        : []),
    ]);
    await use(context);
  },
  // A server-rendered page shows its controls before the browser has adopted them (decision 0025):
  // after a navigation to such a page (it carries its state in #ssr-state) the journey waits until
  // React has committed (`<html data-ready>`, set by the fronts' tree), so a key pressed at once
  // reaches a handler. Client-rendered pages (tenant apps, account, registration) pass at once.
  page: async ({ page }, use) => {
    const appReady = () =>
      page.waitForFunction(
        () =>
          !document.getElementById("ssr-state") ||
          document.documentElement.hasAttribute("data-ready"),
        undefined,
        { timeout: 15_000 },
      );
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await appReady();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit") await appReady();
      return response;
    };
    await use(page);
  },
  clockLaneBehindMs: [(PAYMENT_WINDOW_MINUTES + 1) * 60_000, { option: true }],
  journeyClock: async ({ context, page, baseURL, clockLaneBehindMs }, use) => {
    const { clock, close } = await openJourneyClock(
      context,
      page,
      defined(baseURL),
      clockLaneBehindMs,
    );
    await use(clock);
    await close();
  },
});

export { expect };

let userCounter = 0;
/** A person nobody has registered yet (letters-only names, as the field rules demand). */
export function newPerson(tag: string) {
  userCounter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${userCounter}`;
  return {
    email: `e2e-${tag}-${stamp}@example.com`,
    password: "correct-horse-42",
    firstName: "Anna",
    lastName: "Ivanova",
  };
}

/**
 * axe: no serious or critical violation on the page as it stands. It runs in the pair of projects
 * that covers both languages and both widths (playwright.config.ts), so each screen is checked in
 * Russian and in English, at 390 px and at 1280 px; in the other two projects it is a no-op, since
 * a third and fourth run of the slowest check of a journey would find nothing the first two did not.
 * Legacy mode runs `axe.run` in the page itself: the pages hold no cross-origin frame, and the default
 * mode's blank page for `finishRun` costs seconds on a busy machine (decision 0014).
 */
export async function expectNoSeriousA11yIssues(page: Page) {
  if (!PAIR_PROJECTS.has(test.info().project.name)) return;
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

/** A full-page screenshot kept with the run's artifacts, named by project and screen. */
export async function snap(page: Page, testInfo: TestInfo, screen: string) {
  await page.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${screen}.png`),
    fullPage: true,
  });
}

export const DEMO_USER = { email: "demo@reg.local", password: "demo12345" };
