import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { signUpOnLoginPage } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";
import { registerAddress } from "../support/register-address";

/** Open, without a required document or the promo-code gate. */
const RACE = "/white-nights-marathon/m42/register";

// Its screens are the login page's (portal/login-gate.spec.ts) and the wizard's first step (portal-register).
test("an anonymous person opening a register address signs up on the login page and comes back to it", async ({
  page,
  lang,
  t,
}, testInfo) => {
  const r = REGISTRATION_TEXTS[lang];
  await page.goto(RACE);
  await expect(page).toHaveURL(
    `${PORTAL_ORIGIN}/account/login?returnUrl=${encodeURIComponent(RACE)}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: t.signInTitle })).toBeVisible();

  const person = newPerson("gate");
  await signUpOnLoginPage(page, t, person);

  await expect(page).toHaveURL(registerAddress(`${PORTAL_ORIGIN}${RACE}`));
  await expect(page.locator("#wizard-step-title")).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  // The account's name and e-mail are already in the form.
  await expect(page.getByLabel(r.firstName, { exact: true })).toHaveValue(person.firstName);
  await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(person.email);
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-after-login");
});
