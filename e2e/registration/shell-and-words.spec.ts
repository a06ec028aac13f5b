import { SCREEN } from "../support/behaviour";
import { COOKIE_CONSENT_COOKIE } from "@reg/domain";
import { CULTURE_COOKIE_NAME, formatCultureCookie } from "@reg/domain";
import type { Page } from "@playwright/test";
import { expect, newPerson, test } from "../support/fixtures";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { signUpOnLoginPage, signUpThrough } from "./session";
import { PORTAL_ORIGIN, TENANT_SITES } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";
import { registerAddress } from "../support/register-address";

/** Issue 12, items 10, 13, 14 and 18, where a real browser is what proves them. */
test.use({ cookiesAccepted: false });

const RACE = "/moscow-marathon/m42/register";

/** Whether the point at the middle of `selector`'s box hits the element itself (nothing on top). */
async function hitAtCentre(page: Page, name: string) {
  const target = page.getByRole("button", { name, exact: true });
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

test(
  "the sign-up form, the cookie bar over the wizard and the agreements' documents (items 14, 10, 13)",
  SCREEN,
  async ({ page, lang, t }) => {
    test.slow();
    const r = REGISTRATION_TEXTS[lang];

    // 14: a first name's error does not move the last name's field beside it.
    await page.setViewportSize({ width: 560, height: 900 });
    await page.goto("/account/login");
    await page.getByRole("tab", { name: t.signUpTab }).click();
    const form = page.getByRole("tabpanel");
    await form.getByLabel(t.lastName).fill("Ivanova");
    await form.getByLabel(t.firstName).fill("Anna1");
    const lastNameTop = async () => (await form.getByLabel(t.lastName).boundingBox())?.y;
    const before = await lastNameTop();
    await form.getByRole("button", { name: t.signUpButton }).click();
    await expect(form.getByLabel(t.firstName)).toHaveAttribute("aria-invalid", "true");
    // …and the keyboard lands on the field to fix, not on the button.
    await expect(form.getByLabel(t.firstName)).toBeFocused();
    expect(await lastNameTop()).toBe(before);
    await page.setViewportSize(test.info().project.use.viewport ?? { width: 1280, height: 900 });

    // 10: with the cookie bar shown, the wizard's Continue is visible and nothing lies on top of it.
    await signUpThrough(page, PORTAL_ORIGIN, newPerson("shell"), lang);
    await page.goto(RACE);
    const notice = page.getByRole("region", { name: /cookie/i });
    await expect(notice).toBeVisible();
    await expect(page.locator("#wizard-step-title")).toHaveText(
      r.participantStep,
      WIZARD_FIRST_LOAD,
    );
    const continueButton = page.getByRole("button", { name: r.continue, exact: true });
    await expect(continueButton).toBeVisible();
    expect(await hitAtCentre(page, r.continue)).toBe(true);
    await continueButton.click({ trial: true });

    // 13: the terms and the event rules are readable from the step, by keyboard.
    const terms = page.getByRole("button", { name: r.termsLink, exact: true });
    await terms.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toContainText(r.offerTitle);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(terms).toBeFocused();
    await expect(page.getByLabel(r.agreeTerms, { exact: true })).not.toBeChecked();
    await page.getByRole("button", { name: r.rulesLink, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: r.close }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  },
);

test(
  "a tenant's app: its home lists its races, the login page names the race and site, the portal's cookie acceptance comes along, and the header shows who is signed in (items 18, 10)",
  SCREEN,
  async ({ page, context, lang, t }) => {
    test.slow();
    const site = TENANT_SITES.pionercup;
    const r = REGISTRATION_TEXTS[lang];
    await context.addCookies([
      { name: CULTURE_COOKIE_NAME, value: formatCultureCookie(lang), url: site.origin },
    ]);

    // 18: the root lists the tenant's races with links to their register pages; one brand name.
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(r.tenantName);
    await expect(page.locator(`a[href="${site.race}"]`)).toBeVisible();
    await expect(page.locator(".site-header .logo__text")).toHaveText(r.tenantName);
    await expect(page.locator(".site-footer__title").first()).toHaveText(r.tenantName);

    // The login page says what the person signs in for: the race, and the site by its brand name
    // in the interface's language (as the tenant's own header names it), not by its host.
    await page.locator(`a[href="${site.race}"]`).click();
    await expect(page).toHaveURL(new RegExp(`^${PORTAL_ORIGIN}/account/login`));
    const signingInFor = page.locator(".auth-card__for");
    await expect(signingInFor).toContainText(r.tenantName);
    await expect(signingInFor).not.toContainText("localhost");

    // 10: accepted on the portal, not asked again on the tenant's host.
    await page
      .getByRole("region", { name: /cookie/i })
      .getByRole("button", { name: t.cookieAccept })
      .click();
    const person = newPerson("tenant-shell");
    await signUpOnLoginPage(page, t, person);
    await expect(page).toHaveURL(registerAddress(`${site.origin}${site.race}`));
    await expect(page.locator("#wizard-step-title")).toHaveText(
      r.participantStep,
      WIZARD_FIRST_LOAD,
    );
    await expect(page.getByRole("region", { name: /cookie/i })).toHaveCount(0);
    const consent = (await context.cookies(site.origin)).find(
      (c) => c.name === COOKIE_CONSENT_COOKIE,
    );
    expect(consent?.value).toBe("true");

    // 18: the signed-in person in the header, and "Sign out" in their account menu
    // (tenant-header.spec.ts checks the menu at both widths and by keyboard).
    const header = page.locator(".site-header");
    await expect(header).toContainText(person.firstName);
    const account = header.getByRole("button", { name: new RegExp(person.firstName) });
    await account.click();
    await header.getByRole("button", { name: t.signOut }).click();
    await expect(page).toHaveURL(`${site.origin}/`);
    await expect(account).toHaveCount(0);
  },
);
