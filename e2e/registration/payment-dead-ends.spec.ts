import { readFile } from "node:fs/promises";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { registerUpToPayment } from "./payment-step";
import { PAYMENT_TEXTS } from "./payment-texts";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";

/** Open, with options but no start packets, questions or required document. */
const RACE = "/white-nights-marathon/m42/register";
const SANDBOX_CHECKOUT = /\/sandbox\/checkout\/sbx_[0-9a-f]{24}$/;

/** Issue 12 #2 and #3: leaving the acquirer's page without paying, and paying again. */
test("back to the site without paying says it was cancelled at once, and trying again is one press to the acquirer with the same method", async ({
  page,
  lang,
}, testInfo) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const p = PAYMENT_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("cancelled"), lang);
  await registerUpToPayment(page, r, RACE);
  await page.getByRole("radio", { name: p.installments }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();
  await expect(page).toHaveURL(SANDBOX_CHECKOUT);
  await expect(page.getByRole("heading", { name: p.sandboxInstallments })).toBeVisible();

  await page.getByRole("button", { name: p.sandboxBack }).click();
  await expect(page).toHaveURL(
    /\/register\/success\?registrationId=[0-9a-f-]{36}&reason=cancelled$/,
  );
  // Within seconds, not after minutes of "checking".
  await expect(page.getByRole("heading", { level: 1, name: p.cancelled })).toBeVisible({
    timeout: 5_000,
  });
  await expect(page.getByRole("button", { name: p.chooseAnother })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-payment-cancelled");

  // One press: straight to the acquirer's page, with the installments chosen before.
  await page.getByRole("button", { name: r.tryAgain }).click();
  await expect(page).toHaveURL(SANDBOX_CHECKOUT);
  await expect(page.getByRole("heading", { name: p.sandboxInstallments })).toBeVisible();
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
});

/** Issue 12 #2: the browser's Back from the acquirer, then a reload, in the same tab. */
test("the register page reopened in the tab that left for the acquirer offers its actions, also after a reload", async ({
  page,
  lang,
}) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const p = PAYMENT_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("backed"), lang);
  await registerUpToPayment(page, r, RACE);
  await page.getByRole("radio", { name: p.installments }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();
  await expect(page).toHaveURL(SANDBOX_CHECKOUT);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${RACE}(\\?.*)?$`));
  const notFinished = page.getByRole("heading", { level: 2, name: p.notFinished });
  await expect(notFinished).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(notFinished).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("button", { name: p.chooseAnother })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Another method: back at the chooser of the same order.
  await page.getByRole("button", { name: p.chooseAnother }).click();
  await expect(page.getByRole("radio", { name: r.card })).toBeVisible();
  // Or the same one again, in one press.
  await page.reload();
  await page.getByRole("radio", { name: p.installments }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();
  await expect(page).toHaveURL(SANDBOX_CHECKOUT);
  await page.goBack();
  await expect(notFinished).toBeVisible({ timeout: 10_000 });
  await page.getByRole("button", { name: r.tryAgain }).click();
  await expect(page).toHaveURL(SANDBOX_CHECKOUT);
});

/** Issue 12 #3: after a declined card. */
test("after a declined card, trying again is one press to the acquirer's page", async ({
  page,
  lang,
}) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("retry"), lang);
  await registerUpToPayment(page, r, RACE);
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "declines");
  await expect(page.getByRole("heading", { level: 1, name: r.declined })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("button", { name: r.tryAgain }).click();
  await expect(page).toHaveURL(SANDBOX_CHECKOUT);
});

/** Issue 12 #15: a QR code before and after it is paid. Its screens are qr-payment.spec.ts's too. */
test("a QR code asks to be scanned, opens the bank beside the page, and the bank's page leads back", async ({
  page,
  lang,
}, testInfo) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const p = PAYMENT_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("qr-scan"), lang);
  await registerUpToPayment(page, r, RACE);
  await page.getByRole("radio", { name: r.qr }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: p.scanQr })).toBeVisible();
  await expect(page.getByRole("heading", { name: p.checking })).toHaveCount(0);
  await expect(page.getByRole("button", { name: p.chooseAnother })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-qr-scan");

  // "Open the bank's app" opens beside this page, which stays and keeps waiting.
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: r.openBankApp }).click();
  const bank = await popup;
  await expect(bank).toHaveURL(/\/sandbox\/qr\/qr_[0-9a-f]{24}$/);
  // The same page: the wizard's payment step (its address names the step).
  await expect(page).toHaveURL(new RegExp(`^${PORTAL_ORIGIN}${RACE}(\\?step=payment)?$`));
  await bank.getByRole("button", { name: r.sandboxQrPay, exact: true }).click();
  await expect(bank.getByRole("status")).toHaveText(r.sandboxQrPaid);
  // The bank's page has a way back: the order's result.
  await bank.getByRole("link", { name: p.sandboxBack }).click();
  await expect(bank.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("heading", { level: 2, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
});

/** Issue 12 #19: the plan before leaving, the receipt and the calendar after paying. */
test("installments show their schedule before the acquirer, and the success page shows the order and a calendar file", async ({
  page,
  lang,
}, testInfo) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const p = PAYMENT_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("receipt"), lang);
  await registerUpToPayment(page, r, RACE);
  await page.getByRole("radio", { name: p.installments }).check();
  const plan = page.locator(".installments__part");
  await expect(plan).toHaveCount(4);
  await expect(plan.first()).toContainText(p.today);
  await page.getByRole("button", { name: r.pay, exact: true }).click();
  await expect(page).toHaveURL(SANDBOX_CHECKOUT);
  await payOnSandboxPage(page, r, "succeeds");

  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
  const receipt = page.locator(".receipt");
  await expect(receipt).toContainText(p.orderNumber);
  const id = new URL(page.url()).searchParams.get("registrationId") ?? "";
  // A short order number (the id's first 8 hex digits, as the pickup code), not the UUID.
  const shortNumber = id.replaceAll("-", "").slice(0, 8).toUpperCase();
  await expect(receipt.locator(".receipt__number")).toHaveText(shortNumber);
  await expect(receipt).not.toContainText(id);
  await expect(receipt.locator(".installments__part")).toHaveCount(4);
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-success-receipt");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: p.addToCalendar }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await file.path()) ?? "", "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Moscow:\d{8}T\d{6}\r\n/);
  expect(ics).toContain(`UID:${id}@registration`);
  expect(ics).toContain(`${p.orderNumber}: ${shortNumber}`);
});
