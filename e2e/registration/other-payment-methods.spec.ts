import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { registerUpToPayment } from "./payment-step";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";

/** Open, with options but no start packets, questions or required document. */
const RACE = "/white-nights-marathon/m42/register";

/** PayPal's sandbox buyer whose payment goes through (core's method-forms.ts). */
const PAYPAL_BUYER = "buyer@paypal.sandbox";

test("PayPal: the payment step offers it, PayPal's page asks to log in, a wrong address is told, the test buyer pays", async ({
  page,
  lang,
}, testInfo) => {
  // Three steps, the acquirer's page twice and an axe check per screen: longer than 30 s on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("paypal"), lang);
  await registerUpToPayment(page, r, RACE);

  // Every method of SPEC §9 the sandbox takes is offered, each by its name.
  for (const method of [r.card, r.qr, r.bankTransfer, r.paypal])
    await expect(page.getByRole("radio", { name: method })).toBeVisible();
  await page.getByRole("radio", { name: r.paypal }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\/pay_[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("PayPal");
  await page.getByLabel(r.sandboxEmail).fill("not an address");
  await page.getByLabel(r.sandboxPassword).fill("secret");
  await page.getByRole("button", { name: r.sandboxLogInAndPay }).click();
  await expect(page.getByText(r.sandboxEmailError)).toBeVisible();
  await expect(page.getByLabel(r.sandboxEmail)).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "sandbox-paypal-error");

  await page.getByLabel(r.sandboxEmail).fill(PAYPAL_BUYER);
  await page.getByLabel(r.sandboxPassword).fill("secret");
  await page.getByRole("button", { name: r.sandboxLogInAndPay }).click();
  await expect(page).toHaveURL(/\/register\/success\?registrationId=/);
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
});

test("bank transfer: the details to transfer by, the transfer reported sent, the registration paid", async ({
  page,
  lang,
}, testInfo) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("transfer"), lang);
  await registerUpToPayment(page, r, RACE);

  await page.getByRole("radio", { name: r.bankTransfer }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\/pay_[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: r.bankTransfer })).toBeVisible();
  await expect(page.getByText(r.sandboxTransferDetails, { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "sandbox-bank-transfer");

  await page.getByRole("button", { name: r.sandboxTransferSent }).click();
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
});
