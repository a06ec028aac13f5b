import type { Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, snap, test } from "../support/fixtures";
import { REGISTRATION_TEXTS } from "../registration/registration-texts";
import { signUpThrough } from "../registration/session";
import { PORTAL_ORIGIN } from "../registration/tenant-sites";
import { WIZARD_FIRST_LOAD } from "../registration/wizard-first-load";

/** The words of the reset and profile pages and of the reset mail (the catalogs' and core's own). */
const ACCOUNT_TEXTS = {
  ru: {
    forgot: "Забыли пароль?",
    resetTitle: "Восстановление пароля",
    sendLink: "Отправить ссылку",
    sent: "мы отправили туда ссылку",
    mailSubject: "Восстановление пароля",
    mailAction: "Задать новый пароль",
    newPassword: "Новый пароль",
    savePassword: "Сохранить пароль и войти",
    deadLink: "Ссылка больше не действует",
    editProfile: "Редактировать профиль",
    saveProfile: "Сохранить профиль",
    saved: "Профиль сохранён",
  },
  en: {
    forgot: "Forgot password?",
    resetTitle: "Reset your password",
    sendLink: "Send the link",
    sent: "we have sent a link",
    mailSubject: "Reset your password",
    mailAction: "Set a new password",
    newPassword: "New password",
    savePassword: "Save the password and sign in",
    deadLink: "This link does not work any more",
    editProfile: "Edit my profile",
    saveProfile: "Save the profile",
    saved: "Your profile has been saved",
  },
} satisfies Record<Locale, Record<string, string>>;

/** An open portal race without the promo-code gate. */
const RACE = "/moscow-marathon/m42/register";

test("a person who forgot the password gets a link by mail, read in the dev mail viewer, sets a new one and is signed in", async ({
  page,
  context,
  lang,
  t,
}, testInfo) => {
  // Six pages and three axe checks: longer than the default 30 s on two busy cores.
  test.slow();
  const a = ACCOUNT_TEXTS[lang];
  const person = newPerson("reset");
  await signUpThrough(page, PORTAL_ORIGIN, person, lang);
  await context.clearCookies({ name: "reg_sid" });

  await page.goto("/account/login");
  await page.getByRole("link", { name: a.forgot }).click();
  await expect(page).toHaveURL(/\/account\/forgot$/);
  await expect(page.getByRole("heading", { level: 1, name: a.resetTitle })).toBeVisible();
  await page.getByLabel(t.email).fill(person.email);
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "forgot-password");
  await page.getByRole("button", { name: a.sendLink }).click();
  await expect(page.getByRole("status").filter({ hasText: a.sent })).toBeFocused();

  // The dev mail viewer on the portal's own origin: the outbox, this person's mail.
  await page.goto(`/dev/mail?to=${encodeURIComponent(person.email)}`);
  await page.getByRole("link", { name: a.mailSubject }).first().click();
  await page.getByRole("link", { name: a.mailAction }).click();
  await expect(page).toHaveURL(/\/account\/reset\?token=[A-Za-z0-9_-]{43}$/);
  const resetUrl = page.url();

  await page.getByLabel(a.newPassword, { exact: true }).fill("a-brand-new-pass-7");
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: a.savePassword }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(
    page.getByRole("heading", { level: 2, name: `${person.firstName} ${person.lastName}` }),
  ).toBeVisible();

  // The link worked once.
  await page.goto(resetUrl);
  await page.getByLabel(a.newPassword, { exact: true }).fill("yet-another-pass-8");
  await page.getByRole("button", { name: a.savePassword }).click();
  await expect(page.getByRole("alert").filter({ hasText: a.deadLink })).toBeVisible();
});

test("a person edits the profile, and a new registration's form starts filled in from it", async ({
  page,
  lang,
}, testInfo) => {
  test.slow();
  const a = ACCOUNT_TEXTS[lang];
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("profile"), lang);

  await page.goto("/account");
  await page.getByRole("link", { name: a.editProfile }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(r.region).fill("Tatarstan");
  await field(r.city).fill("Kazan");
  await field(r.street).fill("Baumana");
  await field(r.house).fill("12");
  await field(r.postcode).fill("420111");
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "profile");
  await page.getByRole("button", { name: a.saveProfile }).click();
  await expect(page.getByText(a.saved)).toBeVisible();

  await page.goto(RACE);
  await expect(page.locator("#wizard-step-title")).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  const form = page.locator("form#participant-form");
  await expect(form.getByLabel(r.region, { exact: true })).toHaveValue("Tatarstan");
  await expect(form.getByLabel(r.city, { exact: true })).toHaveValue("Kazan");
  await expect(form.getByLabel(r.street, { exact: true })).toHaveValue("Baumana");
  await expect(form.getByLabel(r.house, { exact: true })).toHaveValue("12");
  await expect(form.getByLabel(r.postcode, { exact: true })).toHaveValue("420111");
});
