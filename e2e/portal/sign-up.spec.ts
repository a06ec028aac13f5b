import { expect, expectNoSeriousA11yIssues, newPerson, snap, test } from "../support/fixtures";

test("a new person signs up, sees their account, signs out and is asked to sign in again", async ({
  page,
  t,
}, testInfo) => {
  const person = newPerson("signup");
  await page.goto("/account/login?returnUrl=%2Faccount");
  await page.getByRole("tab", { name: t.signUpTab }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel(t.firstName).fill(person.firstName);
  await form.getByLabel(t.lastName).fill(person.lastName);
  await form.getByLabel(t.email).fill(person.email);
  await form.getByLabel(t.password, { exact: true }).fill(person.password);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "sign-up");
  await form.getByRole("button", { name: t.signUpButton }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole("heading", { level: 2, name: `${person.firstName} ${person.lastName}` }),
  ).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();

  await page.getByRole("button", { name: t.signOut }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Faccount$/);
});
