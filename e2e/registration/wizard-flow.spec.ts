import type { Locator, Page } from "@playwright/test";
import { formatRub, type Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS, type RegistrationTexts } from "./registration-texts";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/** Open, with options (accident insurance 390 ₽ among them) but no start packets, questions or required document. */
const OPTIONS_RACE = "/white-nights-marathon/m42/register";
/** "Pay what you want", 300–10,000 ₽ (the seed's golden-autumn-virtual/h21). */
const CUSTOM_PRICE_RACE = "/golden-autumn-virtual/h21/register";

/** The words of issue 12's wizard flow, in each language (the catalogs' own). */
const FLOW_TEXTS = {
  ru: {
    racePrice: "Ваша цена участия, ₽",
    raceNotFound: "Забег не найден",
    allEvents: "Все события",
    draftPrompt: "У вас есть незавершённая регистрация",
    back: "Назад",
  },
  en: {
    racePrice: "Your price for the race, ₽",
    raceNotFound: "Race not found",
    allEvents: "See all events",
    draftPrompt: "You have an unfinished registration",
    back: "Back",
  },
} satisfies Record<Locale, Record<string, string>>;

function stepTitle(page: Page): Locator {
  return page.locator("#wizard-step-title");
}

function orderTotal(page: Page): Locator {
  return page.locator(".order-summary__row--total dd");
}

/** The insurance's control: a "More" stepper, or a switch where the option is a yes/no. */
function insuranceControl(page: Page, r: RegistrationTexts): Locator {
  return page
    .getByRole("button", { name: r.more(r.insurance) })
    .or(page.getByRole("switch", { name: r.insurance }))
    .or(page.getByRole("checkbox", { name: r.insurance }));
}

async function toOptions(page: Page, r: RegistrationTexts, race: string) {
  await page.goto(race);
  // The first load reads the race and the form: slow on two busy cores.
  await expect(stepTitle(page)).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  await fillParticipantForm(page, r, {});
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle(page)).toHaveText(r.optionsStep);
}

test("issue 12 item 1: insurance added on Options stays in the order after My order → Back → Continue", async ({
  page,
  lang,
}) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const f = FLOW_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("keep-insurance"), lang);
  await toOptions(page, r, OPTIONS_RACE);
  await insuranceControl(page, r).first().click();
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle(page)).toHaveText(r.myOrderStep);
  const withInsurance = await orderTotal(page).textContent();
  await expect(page.locator(".cart-line__name", { hasText: r.insurance })).toBeVisible();

  await page.getByRole("button", { name: f.back, exact: true }).click();
  await expect(stepTitle(page)).toHaveText(r.optionsStep);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle(page)).toHaveText(r.myOrderStep);
  await expect(page.locator(".cart-line__name", { hasText: r.insurance })).toBeVisible();
  await expect(orderTotal(page)).toHaveText(withInsurance ?? "");
});

test("issue 12 item 4: a pay-what-you-want race asks its price and the order and payment charge it", async ({
  page,
  lang,
}, testInfo) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const f = FLOW_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("custom-price"), lang);
  await toOptions(page, r, CUSTOM_PRICE_RACE);
  const price = page.getByLabel(f.racePrice);
  await expect(price).toHaveValue("900");
  await price.fill("50");
  await page.getByRole("button", { name: r.continue }).click();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(stepTitle(page)).toHaveText(r.optionsStep);
  await price.fill("777");
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-pay-what-you-want");
  await page.getByRole("button", { name: r.continue }).click();

  await expect(stepTitle(page)).toHaveText(r.myOrderStep);
  // 777 ₽ and the portal's 5% service fee (38.85 ₽).
  const total = formatRub(81_585, lang);
  await expect(orderTotal(page)).toHaveText(total);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle(page)).toHaveText(r.paymentStep);
  await page.getByRole("radio", { name: r.card }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await expect(page.locator("body")).toContainText(/815[,.]85/);
});

test("issue 12 item 6: steps have addresses; Back, Forward and a reload move between them and stay", async ({
  page,
  lang,
}) => {
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const f = FLOW_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("addressed-steps"), lang);
  await toOptions(page, r, OPTIONS_RACE);
  await expect(page).toHaveURL(/\?step=options$/);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle(page)).toHaveText(r.myOrderStep);
  await expect(page).toHaveURL(/\?step=myOrder$/);
  // The new step starts at the top of the page, its heading not under the sticky header.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(stepTitle(page)).toHaveText(r.optionsStep);
  await page.goBack();
  await expect(stepTitle(page)).toHaveText(r.participantStep);
  await expect(page.getByLabel(r.lastName, { exact: true })).toHaveValue("Ivanova");
  await page.goForward();
  await expect(stepTitle(page)).toHaveText(r.optionsStep);

  await page.reload();
  await expect(stepTitle(page)).toHaveText(r.optionsStep, { timeout: 20_000 });
  await expect(page.getByText(f.draftPrompt)).toHaveCount(0);

  // A step not reached yet leads to the furthest one reached.
  await page.goto(`${OPTIONS_RACE}?step=payment`);
  await expect(stepTitle(page)).toHaveText(r.myOrderStep, { timeout: 20_000 });
  await expect(page).toHaveURL(/\?step=myOrder$/);
});

test("issue 12 item 8: an unknown race's address says the race was not found, with a way to the events", async ({
  page,
  lang,
}) => {
  const f = FLOW_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("no-race"), lang);
  await page.goto("/white-nights-marathon/nope99/register");
  await expect(page.getByRole("heading", { level: 1, name: f.raceNotFound })).toBeVisible();
  const link = page.getByRole("link", { name: f.allEvents });
  await expect(link).toHaveAttribute("href", "/");
  await expectNoSeriousA11yIssues(page);
});
