import type { Locator, Page, TestInfo } from "@playwright/test";
import type { Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { prepareHost, signUpThrough } from "./session";
import { TENANT_SITES } from "./tenant-sites";

/** The account menu's words (the catalogs' own). */
const HEADER_TEXTS = {
  ru: { signedInAs: (name: string) => `Вы вошли как ${name}`, signOut: "Выйти" },
  en: { signedInAs: (name: string) => `Signed in as ${name}`, signOut: "Sign out" },
} satisfies Record<Locale, unknown>;

/** A long name, as real ones can be: the header must not cut it to "Aleksan…". */
const LONG_NAME = { firstName: "Aleksandra", lastName: "Konstantinopolskaya" };

/** The window as the person sees it (the header is at its top), kept with the run's artifacts. */
async function snapTop(page: Page, testInfo: TestInfo, screen: string) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${screen}.png`) });
}

/** Whether the element's text is cut (an ellipsis or overflow): its content is wider than its box. */
function isCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

/** The keyboard focus ring is drawn: an outline of some width that is not "none". */
async function expectFocusRing(locator: Locator) {
  await expect(locator).toBeFocused();
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThan(0);
}

/** The element lies wholly inside the page's width (nothing off-screen to the side). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
}

test("issue 12 item 18: a tenant app's header keeps its brand whole, and the signed-in person and Sign out sit in an account menu reached by keyboard", async ({
  page,
  context,
  lang,
}, testInfo) => {
  test.slow();
  const site = TENANT_SITES.pionercup;
  const r = REGISTRATION_TEXTS[lang];
  const h = HEADER_TEXTS[lang];
  const person = { ...newPerson("tenant-header"), ...LONG_NAME };
  const fullName = `${person.firstName} ${person.lastName}`;
  await prepareHost(context, site.origin, lang);
  await signUpThrough(page, site.origin, person, lang);
  await page.goto(`${site.origin}${site.race}`);
  await expect(page.locator("#wizard-step-title")).toHaveText(r.participantStep, {
    timeout: 15_000,
  });

  // One row: the brand whole, the language switch, the person's button; nothing spills sideways.
  const header = page.locator(".site-header");
  const bar = header.locator(".site-header__bar");
  const brand = header.locator(".logo__text");
  await expect(brand).toHaveText(r.tenantName);
  expect(await isCut(brand)).toBe(false);
  expect(await isCut(bar)).toBe(false);
  expect((await bar.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(72);
  const account = header.getByRole("button", { name: h.signedInAs(fullName) });
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute("aria-expanded", "false");
  await expectWithinWidth(page, account);
  const shownName = account.locator(".account-menu__first");
  if (await shownName.isVisible()) expect(await isCut(shownName)).toBe(false);
  await snapTop(page, testInfo, "tenant-header");

  // By keyboard: from the language switch, Tab reaches the person's button, with a focus ring.
  await header.getByRole("button", { name: "English" }).focus();
  await page.keyboard.press("Tab");
  await expectFocusRing(account);
  await page.keyboard.press("Enter");
  await expect(account).toHaveAttribute("aria-expanded", "true");
  const panel = header.locator(".account-menu__panel");
  await expect(panel).toBeVisible();
  await expect(panel.locator(".account-menu__name")).toHaveText(fullName);
  await expect(panel).toContainText(person.email);
  await expectWithinWidth(page, panel);
  await expectNoSeriousA11yIssues(page);
  await snapTop(page, testInfo, "tenant-header-account-menu");

  // Tab reaches Sign out; Esc closes the menu and gives the focus back to its button.
  const signOut = panel.getByRole("button", { name: h.signOut });
  await page.keyboard.press("Tab");
  await expectFocusRing(signOut);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(account).toBeFocused();

  // A click elsewhere closes it too; Sign out by keyboard signs out and leaves for the home.
  await account.click();
  await expect(panel).toBeVisible();
  await page.locator("#wizard-step-title").click();
  await expect(panel).toBeHidden();
  await account.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(signOut).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${site.origin}/`);
  await expect(header.getByRole("button", { name: h.signedInAs(fullName) })).toHaveCount(0);
});
