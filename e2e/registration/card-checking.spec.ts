import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { registerUpToPayment } from "./payment-step";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";

/** Open, with options but no start packets, questions or required document. */
const RACE = "/white-nights-marathon/m42/register";

test("a card payment the bank does not answer keeps checking and asks the person not to close the page", async ({
  page,
  lang,
}, testInfo) => {
  // Three steps, the acquirer's page and an axe check: longer than the default 30 s on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("checking"), lang);
  await registerUpToPayment(page, r, RACE);
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "neverAnswers");

  await expect(page).toHaveURL(new RegExp(`${RACE}/success\\?registrationId=[0-9a-f-]{36}$`));
  const checking = page.getByRole("heading", { level: 1, name: r.checking });
  await expect(checking).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(r.doNotClose)).toBeVisible();
  // The page asks again (GET /Register/ApiPay through the BFF); the bank still has not answered.
  const asked = await page.waitForResponse((response) =>
    response.url().includes("payment.getPayment"),
  );
  expect(asked.ok()).toBe(true);
  await expect(checking).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-card-checking");
});
