import { COOKIE_CONSENT_COOKIE, defined } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, snap, test } from "../support/fixtures";

test.use({ cookiesAccepted: false });

test("the cookie notice shows until accepted, then the acceptance is kept in a cookie", async ({
  page,
  context,
  t,
}, testInfo) => {
  await page.goto("/");
  const notice = page.getByRole("region", { name: /cookie/i });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t.cookieNoticeText);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "cookie-notice");

  // Still there on another page until answered.
  await page.goto("/account/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeVisible();

  await notice.getByRole("button", { name: t.cookieAccept }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const consentCookie = async () =>
    (await context.cookies()).find((c) => c.name === COOKIE_CONSENT_COOKIE);
  await expect.poll(consentCookie, { message: "acceptedrrcookies is set" }).toBeDefined();
  expect(defined(await consentCookie()).path).toBe("/");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
