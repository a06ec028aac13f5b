import type { BrowserContext, Page } from "@playwright/test";
import { expect, newPerson, test } from "../support/fixtures";
import { registerUpToPayment } from "../registration/payment-step";
import { REGISTRATION_TEXTS } from "../registration/registration-texts";
import { payByCard, payOnSandboxPage } from "../registration/sandbox-card";
import { prepareHost, signUpThrough } from "../registration/session";
import { PORTAL_ORIGIN, TENANT_SITES } from "../registration/tenant-sites";

/**
 * Issue 9 item 3: the pages work under the BFF's Content-Security-Policy (docs/security.md). Every
 * page below is opened in Chromium, and the journey fails on any violation the browser reports —
 * the page's `securitypolicyviolation` event, the console's "Content Security Policy" line, or a
 * request the browser blocked by a response header (CSP, CORP, COOP).
 */

const REPORT = "__reportCspViolation";

async function watchViolations(context: BrowserContext): Promise<string[]> {
  const found: string[] = [];
  await context.exposeBinding(REPORT, ({ page }, text: string) => {
    found.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript((name) => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[name];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  }, REPORT);
  context.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text()))
      found.push(`${message.page()?.url() ?? "?"}: console: ${message.text()}`);
  });
  context.on("requestfailed", (request) => {
    const error = request.failure()?.errorText ?? "";
    if (/ERR_BLOCKED_BY_(CSP|RESPONSE)/.test(error)) found.push(`${request.url()}: ${error}`);
  });
  return found;
}

/** A 1×1 PNG for the map's tiles: the tile server is not reachable here, the image loads all the same. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Opens `path` and waits for what the page loads after it (its lazy chunks, images, reads). */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  // A page that keeps asking (a payment being checked) never goes idle: enough to have settled.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
}

/** Same-origin page addresses the page links to (header, footer and content). */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.includes("/register"))
    .map((url) => `${url.pathname}${url.search}`);
}

/** Every public route of apps/web/src/routes/, with the seeded codes the other journeys use. */
const PUBLIC_PAGES = [
  "/",
  "/events",
  "/events?view=map",
  "/event/moscow-marathon",
  "/event/moscow-marathon/startlist",
  "/series/spb-running-cup",
  "/series/spb-running-cup/events",
  "/results/kazan-marathon",
  "/Home/About",
  "/Home/About/organizers",
  "/Home/About/participants",
  "/Home/EventsRating",
  "/Contacts",
  "/Careers",
  "/nbd",
  "/ostrovok",
  "/corp-client",
  "/account/login",
  "/account/forgot",
  "/account/reset?token=not-a-real-token",
  "/404",
  "/no-such-page/at-all",
];

test.describe("the pages under the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: "image/png", body: TILE }),
    );
  });

  test("every public page of the portal, and the pages they link to", async ({ page, context }) => {
    test.setTimeout(300_000);
    const violations = await watchViolations(context);
    const seen = new Set<string>();
    const open = async (path: string) => {
      if (seen.has(path)) return;
      seen.add(path);
      await visit(page, path);
    };
    for (const path of PUBLIC_PAGES) await open(path);
    // A type of the list, a race's results, a career, a series' type: addresses read off the pages.
    for (const from of ["/", "/Careers", "/results/kazan-marathon", "/series/spb-running-cup"]) {
      await visit(page, from);
      for (const path of await linksOn(page)) await open(path);
    }
    expect(seen.size).toBeGreaterThan(PUBLIC_PAGES.length);
    expect(violations).toEqual([]);
  });

  test("the signed-in pages of the portal", async ({ page, context, lang }) => {
    test.slow();
    const violations = await watchViolations(context);
    await signUpThrough(page, PORTAL_ORIGIN, newPerson("csp"), lang);
    for (const path of [
      "/account",
      "/account/profile",
      "/tax-deduction",
      "/gift",
      "/moscow-marathon/m42/gift",
      "/gift/bought/00000000-0000-4000-8000-000000000000",
      "/account/team/moscow-marathon/m42",
    ])
      await visit(page, path);
    expect(violations).toEqual([]);
  });

  test("a registration paid on the sandbox acquirer's checkout page, back to the success page", async ({
    page,
    context,
    lang,
  }) => {
    test.slow();
    const r = REGISTRATION_TEXTS[lang];
    const violations = await watchViolations(context);
    await signUpThrough(page, PORTAL_ORIGIN, newPerson("csp-pay"), lang);
    await registerUpToPayment(page, r, "/white-nights-marathon/m42/register");
    await payByCard(page, r);
    // The checkout page has core's own policy; its form posts to itself and is redirected back.
    await payOnSandboxPage(page, r, "succeeds");
    await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
      timeout: 15_000,
    });
    expect(violations).toEqual([]);
  });

  for (const [tenant, site] of Object.entries(TENANT_SITES)) {
    test(`the ${tenant} registration app's pages`, async ({ page, context, lang }) => {
      test.slow();
      const r = REGISTRATION_TEXTS[lang];
      const violations = await watchViolations(context);
      await prepareHost(context, site.origin, lang);
      await signUpThrough(page, site.origin, newPerson(`csp-${tenant}`), lang);
      await visit(page, `${site.origin}/`);
      await visit(page, `${site.origin}${site.race}`);
      await expect(page.locator("#wizard-step-title")).toHaveText(r.participantStep, {
        timeout: 20_000,
      });
      await visit(page, `${site.origin}/no-such-page`);
      expect(violations).toEqual([]);
    });
  }
});
