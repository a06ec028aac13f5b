import { PAYMENT_WINDOW_MINUTES } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { registerUpToPayment } from "./payment-step";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";

/** Open, with options but no start packets, questions or required document. */
const RACE = "/white-nights-marathon/m42/register";
/** A whole payment window left: "20:00", or "19:59"… once a second has gone by. */
const FULL_WINDOW = new RegExp(
  `^(${PAYMENT_WINDOW_MINUTES}:00|${PAYMENT_WINDOW_MINUTES - 1}:[0-5]\\d)$`,
);
const PAST_THE_WINDOW_MS = (PAYMENT_WINDOW_MINUTES + 1) * 60_000;

test.use({ clockLaneBehindMs: PAST_THE_WINDOW_MS });

test("an order left unpaid past its 20 minutes shows the expired result, and repeating the payment pays by card", async ({
  page,
  lang,
  journeyClock,
}, testInfo) => {
  // Three steps, the acquirer's page and an axe check per screen: longer than the default 30 s on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("expiry"), lang);
  await registerUpToPayment(page, r, RACE);
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(FULL_WINDOW);

  // The person walks away from the payment step; 21 minutes pass for core and for the page.
  await journeyClock.advance(PAST_THE_WINDOW_MS);
  await expect(page.getByRole("heading", { level: 2, name: r.expired })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-expired");

  // Repeat payment: core takes a place again and opens a new window (a full countdown says it did).
  await page.getByRole("button", { name: r.repeatPayment }).click();
  await expect(page.locator("#wizard-step-title")).toHaveText(r.paymentStep);
  await expect(timer).toHaveText(FULL_WINDOW);
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page).toHaveURL(new RegExp(`${RACE}/success\\?registrationId=[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
});
