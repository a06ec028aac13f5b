import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/** Open, with options but no start packets, questions or required document. */
const RACE = "/white-nights-marathon/m42/register";

test("a declined card shows the error with the place still held, and trying again pays", async ({
  page,
  lang,
}, testInfo) => {
  // Four steps, the acquirer's page and an axe check per screen: longer than the default 30 s on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("declined"), lang);
  const stepTitle = page.locator("#wizard-step-title");
  await page.goto(RACE);
  await expect(stepTitle).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  await fillParticipantForm(page, r, {});
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.optionsStep);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);

  await payByCard(page, r);
  await payOnSandboxPage(page, r, "declines");
  await expect(page).toHaveURL(/\/register\/success\?registrationId=/);
  await expect(page.getByRole("heading", { level: 1, name: r.declined })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-declined");

  // Straight back to the acquirer's page with the same method, the place still held (issue 12 #3).
  await page.getByRole("button", { name: r.tryAgain }).click();
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
});
