import type { Locator, Page } from "@playwright/test";
import { PAYMENT_WINDOW_MINUTES, type Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/** Open, with options but no start packets, questions or required document. */
const RACE = "/white-nights-marathon/m42/register";
const PAST_THE_WINDOW_MS = (PAYMENT_WINDOW_MINUTES + 1) * 60_000;
/** A whole hold ahead: "20:00", or "19:59"… once a second has gone by. */
const FULL_HOLD = new RegExp(
  `^(${PAYMENT_WINDOW_MINUTES}:00|${PAYMENT_WINDOW_MINUTES - 1}:[0-5]\\d)$`,
);

/** The notice of a hold that ran out while the page was away (the catalogs' own words). */
const LAPSED_TEXTS = {
  ru: {
    title: "Место больше не закреплено за вами",
    released: `Оно было закреплено на ${PAYMENT_WINDOW_MINUTES} минут и теперь освобождено.`,
    kept: "Ваши ответы сохранены",
  },
  en: {
    title: "Your place is no longer held",
    released: `It was held for ${PAYMENT_WINDOW_MINUTES} minutes and has been released.`,
    kept: "Your answers are kept",
  },
} satisfies Record<Locale, Record<string, string>>;

function stepTitle(page: Page): Locator {
  return page.locator("#wizard-step-title");
}

test.use({ clockLaneBehindMs: PAST_THE_WINDOW_MS });

test("issue 12 item 5: a reload after the hold ran out says the place was released, keeps the answers, and Continue takes a new place", async ({
  page,
  lang,
  journeyClock,
}, testInfo) => {
  // Sign-up, a filled form, a reload and an axe check on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const l = LAPSED_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("hold-lapsed"), lang);
  await page.goto(RACE);
  await expect(stepTitle(page)).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  await fillParticipantForm(page, r, {});
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle(page)).toHaveText(r.optionsStep);
  await expect(page.getByRole("timer")).toHaveText(FULL_HOLD);

  // The person leaves the tab; 21 minutes later core has released the place. They reload.
  await journeyClock.advance(PAST_THE_WINDOW_MS);
  await page.reload();
  await expect(stepTitle(page)).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  const notice = page.getByRole("status").filter({ hasText: l.title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(l.released);
  await expect(notice).toContainText(l.kept);
  // The answers are back, the agreements too: nothing to type or tick again.
  const form = page.locator("form#participant-form");
  await expect(form.getByLabel(r.street, { exact: true })).toHaveValue("Tverskaya");
  await expect(form.getByLabel(r.agreeTerms, { exact: true })).toBeChecked();
  await expect(form.getByLabel(r.receiptConsent, { exact: true })).toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-hold-lapsed");

  // Continue takes a new place (places are left): a full hold again, and the notice has gone.
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle(page)).toHaveText(r.optionsStep);
  await expect(page.getByRole("timer")).toHaveText(FULL_HOLD);
  await expect(notice).toHaveCount(0);
});
