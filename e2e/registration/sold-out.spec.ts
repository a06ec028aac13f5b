import { DEMO_USER, expect, expectNoSeriousA11yIssues, test } from "../support/fixtures";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { signInThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";

/** Seeded with every place taken (300 of 300) while registration is still open. */
const SOLD_OUT_RACE = "/elbrus-trail/t50/register";

test("a sold-out race says the participant limit is reached instead of opening the wizard", async ({
  page,
  lang,
}, testInfo) => {
  const r = REGISTRATION_TEXTS[lang];
  await signInThrough(page, PORTAL_ORIGIN, DEMO_USER);
  await page.goto(SOLD_OUT_RACE);
  await expect(page.getByRole("heading", { level: 1, name: r.notPossible })).toBeVisible();
  await expect(page.getByText(r.limitReached)).toBeVisible();
  await expect(page.locator("#wizard-step-title")).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-sold-out");
});
