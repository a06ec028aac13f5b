import { PAYMENT_WINDOW_MINUTES } from "@reg/domain";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yIssues, newPerson, snap, test } from "../support/fixtures";
import { uniqueSurname } from "../support/unique-surname";
import { fillParticipantForm } from "../registration/participant-form";
import { REGISTRATION_TEXTS } from "../registration/registration-texts";
import { registerUpToPayment } from "../registration/payment-step";
import { payByCard, payOnSandboxPage } from "../registration/sandbox-card";
import { signUpThrough } from "../registration/session";
import { PORTAL_ORIGIN } from "../registration/tenant-sites";
import { WIZARD_FIRST_LOAD } from "../registration/wizard-first-load";

/** Open, with options but no start packets, questions or required document. */
const EVENT = "white-nights-marathon";
const RACE = "m42";
const REGISTER = `/${EVENT}/${RACE}/register`;
const PAST_THE_WINDOW_MS = (PAYMENT_WINDOW_MINUTES + 1) * 60_000;

/** The card's, the event page's and the register route's words, as the catalogs have them. */
const WORDS = {
  ru: {
    myRegistrations: "Мои регистрации",
    draft: "Черновик",
    awaiting: "Ожидает оплаты",
    expired: "Время оплаты истекло",
    paid: "Оплачено",
    continue: "Продолжить",
    pay: "Оплатить",
    repeat: "Повторить оплату",
    registered: "Вы зарегистрированы",
    myRegistration: "Моя регистрация",
    register: "Зарегистрироваться",
    already: "Вы уже зарегистрированы",
    fee: "Сервисный сбор (5%)",
    startPack: "QR-код стартового пакета",
    qr: "QR-код для получения стартового пакета",
  },
  en: {
    myRegistrations: "My registrations",
    draft: "Draft",
    awaiting: "Awaiting payment",
    expired: "Payment time is over",
    paid: "Paid",
    continue: "Continue",
    pay: "Pay",
    repeat: "Repeat payment",
    registered: "You are registered",
    myRegistration: "My registration",
    register: "Register",
    already: "You are already registered",
    fee: "Service fee (5%)",
    startPack: "Start-pack QR code",
    qr: "QR code for the start-pack pickup",
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** The one card of "my registrations": every link below must resume it, never add a second. */
async function theOneCard(page: Page, w: Words, state: string): Promise<Locator> {
  await page.goto("/account");
  const cards = page.getByRole("region", { name: w.myRegistrations }).getByRole("article");
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.locator(".badge")).toHaveText(state);
  return card;
}

/** The race's row on the event page, once the person's standing has been read. */
function raceRow(page: Page): Locator {
  return page
    .locator(".race-row")
    .filter({ has: page.getByRole("heading", { level: 3, name: /^(Марафон|Marathon)/ }) });
}

test("the card's Continue and Pay and the event page's Pay resume the one registration, which then shows as registered with its fee and start-pack QR", async ({
  page,
  lang,
}, testInfo) => {
  // A draft, three resumes and the acquirer's page on two shared cores: minutes.
  test.setTimeout(240_000);
  const r = REGISTRATION_TEXTS[lang];
  const w = WORDS[lang];
  const stepTitle = page.locator("#wizard-step-title");
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("standing"), lang);

  // Signed in with nothing yet: the race offers "Register".
  await page.goto(`/event/${EVENT}`);
  await expect(
    raceRow(page).getByRole("link", { name: new RegExp(`^${w.register}`) }),
  ).toBeVisible();

  // A draft: the form sent, then the person leaves at the options.
  await page.goto(REGISTER);
  await expect(stepTitle).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  await fillParticipantForm(
    page,
    r,
    {},
    { lastName: uniqueSurname("Stoyanova", testInfo.project.name) },
  );
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.optionsStep);

  // Continue on the card: the wizard goes on where the person left, past the form it has.
  let card = await theOneCard(page, w, w.draft);
  await card.getByRole("link", { name: new RegExp(`^${w.continue}`) }).click();
  await expect(stepTitle).toHaveText(r.optionsStep, WIZARD_FIRST_LOAD);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);

  // Awaiting payment: the event page's row says so and its Pay opens the payment step.
  await page.goto(`/event/${EVENT}`);
  const row = raceRow(page);
  await expect(row.getByText(w.awaiting)).toBeVisible();
  await expect(row.getByRole("link", { name: new RegExp(`^${w.register}`) })).toHaveCount(0);
  await snap(page, testInfo, "event-page-awaiting-payment");
  await row.getByRole("link", { name: new RegExp(`^${w.pay}`) }).click();
  await expect(stepTitle).toHaveText(r.paymentStep, WIZARD_FIRST_LOAD);

  // The card's Pay: the same payment step, paid there.
  card = await theOneCard(page, w, w.awaiting);
  await card.getByRole("link", { name: new RegExp(`^${w.pay}`) }).click();
  await expect(stepTitle).toHaveText(r.paymentStep, WIZARD_FIRST_LOAD);
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
  const paidId = new URL(page.url()).searchParams.get("registrationId") ?? "";
  expect(paidId).toMatch(/^[0-9a-f-]{36}$/);

  // Still one card, paid: the one the success page names (its pickup code is the id's start).
  card = await theOneCard(page, w, w.paid);
  await expect(card.getByText(w.fee)).toBeVisible();
  await card.getByText(w.startPack).click();
  await expect(card.getByRole("img", { name: w.qr })).toBeVisible();
  await expect(card.locator(".start-pack__code")).toHaveText(
    paidId.replaceAll("-", "").slice(0, 8).toUpperCase(),
  );
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "my-registrations-start-pack");

  // The event page: registered, a link to the registration instead of "Register".
  await page.goto(`/event/${EVENT}`);
  await expect(raceRow(page).getByText(w.registered)).toBeVisible();
  await expect(raceRow(page).getByRole("link", { name: new RegExp(`^${w.register}`) })).toHaveCount(
    0,
  );
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "event-page-registered");
  await raceRow(page)
    .getByRole("link", { name: new RegExp(`^${w.myRegistration}`) })
    .click();
  await expect(page).toHaveURL(/\/account$/);

  // The register route never offers the form again: this tab, which paid, is shown the paid
  // result; a fresh one is told "You are already registered", with the way to the registration.
  await page.goto(REGISTER);
  await expect(page.getByRole("heading", { level: 2, name: r.paid })).toBeVisible(
    WIZARD_FIRST_LOAD,
  );
  await expect(stepTitle).not.toHaveText(r.participantStep);
  const fresh = await page.context().newPage();
  await fresh.goto(REGISTER);
  await expect(fresh.getByRole("heading", { name: w.already })).toBeVisible(WIZARD_FIRST_LOAD);
  await expect(fresh.getByRole("link", { name: w.myRegistrations })).toBeVisible();
  await snap(fresh, testInfo, "register-already-registered");
});

test("the card's Repeat payment takes the expired order itself back to its payment step, not a new registration", async ({
  page,
  lang,
  journeyClock,
}) => {
  test.setTimeout(180_000);
  const r = REGISTRATION_TEXTS[lang];
  const w = WORDS[lang];
  const stepTitle = page.locator("#wizard-step-title");
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("standing-repeat"), lang);
  await registerUpToPayment(page, r, REGISTER);

  // The window lapses while the person is away; the card offers Repeat payment.
  await journeyClock.advance(PAST_THE_WINDOW_MS);
  const card = await theOneCard(page, w, w.expired);
  await card.getByRole("link", { name: new RegExp(`^${w.repeat}`) }).click();
  // The same order's payment step, saying its time ran out and offering the repeat.
  await expect(page).toHaveURL(/registrationId=[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { level: 2, name: r.expired })).toBeVisible(
    WIZARD_FIRST_LOAD,
  );
  await page.getByRole("button", { name: r.repeatPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);
  await expect(page.getByRole("heading", { level: 2, name: r.expired })).toHaveCount(0);

  // Taken again: still the one card, awaiting payment once more (a new window).
  await theOneCard(page, w, w.awaiting);
});

test("an anonymous visitor sees the event page's Register as before", async ({ page, lang }) => {
  const w = WORDS[lang];
  await page.goto(`/event/${EVENT}`);
  await expect(
    raceRow(page).getByRole("link", { name: new RegExp(`^${w.register}`) }),
  ).toBeVisible();
  await expect(page.getByText(w.registered)).toHaveCount(0);
});
