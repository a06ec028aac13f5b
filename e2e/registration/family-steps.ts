import type { Page } from "@playwright/test";
import type { Locale } from "@reg/domain";
import { expect } from "../support/fixtures";
import { REGISTRATION_TEXTS, type RegistrationTexts } from "./registration-texts";

/*
 * The steps of registering someone else and paying together, as the family journeys on the portal
 * and on the tenant apps take them.
 */

/** The words of the chooser and the family group, as the catalogs have them. */
export const FAMILY_WORDS = {
  ru: {
    who: "Кто участвует?",
    someoneElse: "Другой человек",
    theirEmail: "Его или её e-mail",
    find: "Найти",
    keep: "Родственник: сохранить в моей семье на следующий раз",
    relation: "Кем вам приходится этот человек?",
    child: "Ребёнок",
    register: (name: string) => `Зарегистрировать: ${name}`,
    create: "Создать и продолжить",
    relativeStep: "Анкета родственника",
    family: "Моя семья",
    forWhom: (name: string) => `За участника: ${name}`,
    registerAnother: "Добавить участника",
    awaiting: "Заказ ожидает оплаты",
    payTogether: "Оплатить сразу за других",
    totalFor: (people: number) => `Итого за ${people} участников`,
    paid: "Оплачено",
  },
  en: {
    who: "Who is taking part?",
    someoneElse: "Someone else",
    theirEmail: "Their e-mail",
    find: "Find",
    keep: "A relative: keep them in my family for next time",
    relation: "Who is this to you?",
    child: "Child",
    register: (name: string) => `Register ${name}`,
    create: "Create and continue",
    relativeStep: "Relative's form",
    family: "My family",
    forWhom: (name: string) => `For ${name}`,
    registerAnother: "Register someone else",
    awaiting: "Your order is awaiting payment",
    payTogether: "Pay for others at the same time",
    totalFor: (people: number) => `Total for ${people} people`,
    paid: "Paid",
  },
} as const;

export type FamilyWords = (typeof FAMILY_WORDS)[keyof typeof FAMILY_WORDS];

/** From the relative form to its payment step: options, my order, go to payment (not paid). */
export async function continueToPayment(page: Page, r: RegistrationTexts) {
  const stepTitle = page.locator("#wizard-step-title");
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.optionsStep);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);
}

/**
 * Under an order awaiting payment, "Register someone else": the parent's own order awaiting
 * payment, and "Who is taking part?" under it, set to someone else.
 */
export async function registerSomeoneElse(page: Page, w: FamilyWords) {
  await page.getByRole("button", { name: w.registerAnother }).click();
  await expect(page.getByRole("heading", { name: w.awaiting })).toBeVisible();
  const who = page.getByRole("region", { name: w.who });
  await who.getByLabel(w.someoneElse).check();
  return who;
}

/** Masha's birth date as typed into the mask of each language (1 June 2015). */
const CHILD_BIRTH_DIGITS = { ru: "01062015", en: "06012015" } as const;

/**
 * Fills the chooser's new account for someone found by no account, as the parent does for Masha:
 * their child (decision 0042), a girl born in 2015 unless `birthDigits` (as typed into the
 * language's mask) says otherwise.
 */
export async function createChildAccount(
  page: Page,
  lang: Locale,
  email: string,
  birthDigits: string = CHILD_BIRTH_DIGITS[lang],
) {
  const r = REGISTRATION_TEXTS[lang];
  const w = FAMILY_WORDS[lang];
  const who = page.getByRole("region", { name: w.who });
  await who.getByLabel(w.theirEmail).fill(email);
  await who.getByRole("button", { name: w.find }).click();
  const account = who.getByRole("form");
  await account.getByLabel(w.relation, { exact: true }).selectOption({ label: w.child });
  await account.getByLabel(r.lastName, { exact: true }).fill("Ivanova");
  await account.getByLabel(r.firstName, { exact: true }).fill("Masha");
  await account
    .getByLabel(r.birthDate, { exact: true })
    .pressSequentially(birthDigits, { delay: 20 });
  await account.getByLabel(r.gender, { exact: true }).selectOption({ label: r.female });
  return account;
}
