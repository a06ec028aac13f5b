import { DEMO_USER, expect, expectNoSeriousA11yIssues, snap, test } from "../support/fixtures";

test("a login-required page sends an anonymous person to login with returnUrl, and back after login", async ({
  page,
  t,
}, testInfo) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount$/);
  await expect(page.getByRole("heading", { level: 1, name: t.signInTitle })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "login");

  await page.getByLabel(t.email).fill(DEMO_USER.email);
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_USER.password);
  await page.getByRole("tabpanel").getByRole("button", { name: t.signInButton }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: t.myAccount })).toBeVisible();
  await expect(page.getByText(DEMO_USER.email)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "account");
});

test("a bad login shows a translated message and keeps the person on the login page", async ({
  page,
  t,
}, testInfo) => {
  await page.goto("/account/login");
  const form = page.getByRole("tabpanel");

  await form.getByRole("button", { name: t.signInButton }).click();
  await expect(form.getByText(t.enterEmail)).toBeVisible();

  await page.getByLabel(t.email).fill(DEMO_USER.email);
  await page.getByLabel(t.password, { exact: true }).fill("not-the-password");
  await form.getByRole("button", { name: t.signInButton }).click();

  await expect(form.getByText(t.wrongCredentials)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "bad-login");
});
