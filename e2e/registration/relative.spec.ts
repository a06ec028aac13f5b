import type { Page } from "@playwright/test";
import { BEHAVIOUR } from "../support/behaviour";
import { expect, expectNoSeriousA11yIssues, newPerson, snap, test } from "../support/fixtures";
import { REGISTRATION_TEXTS, type RegistrationTexts } from "./registration-texts";
import { fillParticipantForm } from "./participant-form";
import { payByTestCard } from "./sandbox-card";
import { prepareHost, signUpThrough } from "./session";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/** Open, with options; each run registers new people, so its places never run out. */
const RACE = "/white-nights-marathon/m42/register";

/** The words of the chooser and the family group, as the catalogs have them. */
const WORDS = {
  ru: {
    who: "Кто участвует?",
    someoneElse: "Другой человек",
    theirEmail: "Его или её e-mail",
    find: "Найти",
    keep: "Родственник: сохранить в моей семье на следующий раз",
    register: (name: string) => `Зарегистрировать: ${name}`,
    create: "Создать и продолжить",
    relativeStep: "Анкета родственника",
    family: "Моя семья",
    forWhom: (name: string) => `За участника: ${name}`,
  },
  en: {
    who: "Who is taking part?",
    someoneElse: "Someone else",
    theirEmail: "Their e-mail",
    find: "Find",
    keep: "A relative: keep them in my family for next time",
    register: (name: string) => `Register ${name}`,
    create: "Create and continue",
    relativeStep: "Relative's form",
    family: "My family",
    forWhom: (name: string) => `For ${name}`,
  },
} as const;

/** From the relative form to a paid order: options, my order, the card, the sandbox. */
async function continueAndPay(page: Page, r: RegistrationTexts) {
  const stepTitle = page.locator("#wizard-step-title");
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.optionsStep);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);
  await payByTestCard(page, r);
}

test(
  "a parent registers a child found by e-mail and a new child, each paid; the family keeps both",
  BEHAVIOUR,
  async ({ page, browser, lang }, testInfo) => {
    // Two registrations with the acquirer's page each, and an account of the child's own.
    test.slow();
    const r = REGISTRATION_TEXTS[lang];
    const w = WORDS[lang];
    const stepTitle = page.locator("#wizard-step-title");

    // The older child has an account of their own, made in their own browser.
    const older = { ...newPerson("older-child"), firstName: "Pavel", lastName: "Ivanov" };
    const childContext = await browser.newContext();
    await prepareHost(childContext, PORTAL_ORIGIN, lang);
    await signUpThrough(await childContext.newPage(), PORTAL_ORIGIN, older, lang);
    await childContext.close();

    await signUpThrough(page, PORTAL_ORIGIN, newPerson("parent"), lang);
    await page.goto(RACE);
    await expect(stepTitle).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
    const who = page.getByRole("region", { name: w.who });
    await who.getByLabel(w.someoneElse).check();
    await who.getByLabel(w.theirEmail).fill(older.email);
    await who.getByRole("button", { name: w.find }).click();
    await expect(who.locator(".found-person__name")).toContainText("Pavel I.");
    // Nothing of the account but the masked name is shown.
    await expect(who).not.toContainText("Ivanov");
    await who.getByLabel(w.keep).check();
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "relative-found");
    await who.getByRole("button", { name: w.register("Pavel I.") }).click();
    await expect(stepTitle).toHaveText(w.relativeStep);
    await fillParticipantForm(
      page,
      r,
      {},
      { form: "relative-form", lastName: "Ivanov", firstName: "Pavel" },
    );
    await snap(page, testInfo, "relative-form");
    await continueAndPay(page, r);

    // The younger child gets an account made by the parent, in the wizard.
    const youngerEmail = newPerson("younger-child").email;
    await page.goto(RACE);
    await expect(stepTitle).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
    await who.getByLabel(w.someoneElse).check();
    await who.getByLabel(w.theirEmail).fill(youngerEmail);
    await who.getByRole("button", { name: w.find }).click();
    const account = who.getByRole("form");
    await account.getByLabel(r.lastName, { exact: true }).fill("Ivanova");
    await account.getByLabel(r.firstName, { exact: true }).fill("Masha");
    await account
      .getByLabel(r.birthDate, { exact: true })
      .pressSequentially(lang === "ru" ? "01062015" : "06012015", { delay: 20 });
    await account.getByLabel(r.gender, { exact: true }).selectOption({ label: r.female });
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "relative-new-account");
    await account.getByRole("button", { name: w.create }).click();
    await expect(stepTitle).toHaveText(w.relativeStep);
    // The form starts from the child's account: the names the parent gave it.
    const form = page.locator("form#relative-form");
    await expect(form.getByLabel(r.firstName, { exact: true })).toHaveValue("Masha");
    await fillParticipantForm(
      page,
      r,
      {},
      { form: "relative-form", lastName: "Ivanov", firstName: "Masha" },
    );
    await continueAndPay(page, r);

    // The family keeps both for next time; each registration is on the parent's list, for whom.
    await page.goto("/account");
    const family = page.getByRole("region", { name: w.family });
    await expect(family.getByRole("listitem")).toHaveCount(2);
    await expect(family).toContainText("Pavel I.");
    await expect(family).toContainText("Masha Ivanova");
    await expect(page.getByText(w.forWhom("Pavel Ivanov"))).toBeVisible();
    await expect(page.getByText(w.forWhom("Masha Ivanov"))).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "family-after");
    await page.goto(RACE);
    await expect(page.getByRole("region", { name: w.who }).getByLabel("Masha Ivanova")).toBeVisible(
      WIZARD_FIRST_LOAD,
    );
  },
);
