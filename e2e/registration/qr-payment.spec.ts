import { defined } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { registerUpToPayment } from "./payment-step";
import { PAYMENT_TEXTS } from "./payment-texts";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";

/** Open, with options but no start packets, questions or required document. */
const RACE = "/white-nights-marathon/m42/register";

declare global {
  interface Window {
    /** Set on the page before the code is paid: still there afterwards means no reload happened. */
    e2eSamePage?: boolean;
  }
}

test("a QR payment shows the code, keeps checking while it is unpaid, and turns to success by itself once paid", async ({
  page,
  browser,
  lang,
}, testInfo) => {
  // Three steps, a phone of its own and an axe check per screen: longer than the default 30 s on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("qr"), lang);
  await registerUpToPayment(page, r, RACE);

  await page.getByRole("radio", { name: r.qr }).check();
  await snapFromTop(page, testInfo, "register-qr-chosen");
  await page.getByRole("button", { name: r.pay, exact: true }).click();
  // Nobody has scanned it yet: it asks for the scan rather than "checking" (issue 12 #15).
  const checking = page.getByRole("heading", { level: 2, name: PAYMENT_TEXTS[lang].scanQr });
  await expect(checking).toBeVisible();
  const code = page.locator(".payment-qr__image");
  await expect(code).toBeVisible();
  expect(await code.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The page asks for the code's status (POST /Payment/CheckQrCodeStatus through the BFF) and,
  // nobody having paid yet, keeps checking.
  const unpaid = await page.waitForResponse((response) =>
    response.url().includes("payment.getQrStatus"),
  );
  expect(unpaid.ok()).toBe(true);
  await expect(checking).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-qr-checking");

  // The person's phone: the code's link, opened in a browser of its own, where the bank is told to pay.
  await page.evaluate(() => {
    window.e2eSamePage = true;
  });
  const link = await page.getByRole("link", { name: r.openBankApp }).getAttribute("href");
  expect(link).toMatch(/\/sandbox\/qr\/qr_[0-9a-f]{24}$/);
  const phone = await browser.newContext();
  try {
    const bank = await phone.newPage();
    await bank.goto(new URL(defined(link), PORTAL_ORIGIN).toString());
    await bank.getByRole("button", { name: r.sandboxQrPay, exact: true }).click();
    await expect(bank.getByRole("status")).toHaveText(r.sandboxQrPaid);
  } finally {
    await phone.close();
  }

  // The next check finds it paid: success on the same page, with no reload and no navigation.
  await expect(page.getByRole("heading", { level: 2, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
  expect(await page.evaluate(() => window.e2eSamePage)).toBe(true);
  // The same page: the wizard's payment step (its address names the step).
  await expect(page).toHaveURL(new RegExp(`^${PORTAL_ORIGIN}${RACE}(\\?step=payment)?$`));
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-qr-paid");
});
