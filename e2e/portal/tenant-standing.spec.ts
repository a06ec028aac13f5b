import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yIssues, newPerson, snap, test } from "../support/fixtures";
import { registerAddress } from "../support/register-address";
import { fillParticipantForm } from "../registration/participant-form";
import { REGISTRATION_TEXTS } from "../registration/registration-texts";
import { payByCard, payOnSandboxPage } from "../registration/sandbox-card";
import { prepareHost, signUpOnLoginPage } from "../registration/session";
import { PORTAL_ORIGIN, TENANT_SITES } from "../registration/tenant-sites";
import { WIZARD_FIRST_LOAD } from "../registration/wizard-first-load";

/** One tenant is enough: the home and its standing are the same code for every tenant app. */
const SITE = TENANT_SITES.pionercup;
const WANTED = `${SITE.origin}${SITE.race}`;
/** The gate's hop to the portal's login and back: several page boots as one state (decision 0014). */
const ROUND_TRIP = { timeout: 15_000 } as const;
/** For an address the app leaves at once (its gate sends an anonymous person to sign in). */
const LEAVES_AT_ONCE = { waitUntil: "commit" } as const;

/** The tenant home's words for a race, as the catalogs have them (prefixes: the distance follows). */
const WORDS = {
  ru: { register: "Регистрация:", continue: "Продолжить:", registered: "Вы зарегистрированы:" },
  en: { register: "Register:", continue: "Continue:", registered: "You are registered:" },
} as const;

/** The race's link on the tenant home, by the start of its label. */
function raceLink(page: Page, label: string) {
  return page.getByRole("link", { name: new RegExp(`^${label}`) });
}

test("the tenant home shows a signed-in person's draft as Continue, which resumes it, and a paid registration as registered, instead of Register", async ({
  page,
  lang,
  t,
  context,
}, testInfo) => {
  // The round trip to the portal, the wizard and the acquirer's page on two shared cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const w = WORDS[lang];
  const stepTitle = page.locator("#wizard-step-title");
  await prepareHost(context, SITE.origin, lang);
  await page.goto(WANTED, LEAVES_AT_ONCE);
  await expect(page).toHaveURL(new RegExp(`^${PORTAL_ORIGIN}/account/login`), ROUND_TRIP);
  await signUpOnLoginPage(page, t, newPerson("tenant-standing"));
  await expect(page).toHaveURL(registerAddress(WANTED));
  await expect(stepTitle).toHaveText(r.participantStep, ROUND_TRIP);

  // A draft: the form sent, then the person leaves for the tenant's home.
  await fillParticipantForm(page, r, {});
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.optionsStep);
  await page.goto(`${SITE.origin}/`);
  const resume = page.locator(`a[href="${SITE.race}"]`);
  await expect(resume).toHaveText(new RegExp(`^${w.continue}`));
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "tenant-home-draft");

  // Continue resumes the draft past its form, and the person pays there.
  await resume.click();
  await expect(stepTitle).toHaveText(r.optionsStep, WIZARD_FIRST_LOAD);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible(ROUND_TRIP);

  // Paid: the home says registered (a link to the person's registrations on the portal).
  await page.goto(`${SITE.origin}/`);
  await expect(raceLink(page, w.registered)).toHaveAttribute(
    "href",
    new RegExp(`^${PORTAL_ORIGIN}/account`),
  );
  await expect(resume).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "tenant-home-registered");
});
