import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import {
  continueToPayment,
  createChildAccount,
  FAMILY_WORDS,
  registerSomeoneElse,
} from "./family-steps";
import { fillParticipantForm } from "./participant-form";
import { registerUpToPayment } from "./payment-step";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByTestCard } from "./sandbox-card";
import { prepareHost, signInThrough, signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN, TENANT_SITES } from "./tenant-sites";

const site = TENANT_SITES.pionercup;
/** A race open to every age on the tenant's own app. */
const RACE = `${site.origin}${site.race}`;

test("on a tenant's app a parent registers themself and a new child and pays for both at once", async ({
  page,
  context,
  lang,
}, testInfo) => {
  // Two registrations, a child's account and one acquirer's page, on the tenant's host.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const w = FAMILY_WORDS[lang];
  await prepareHost(context, site.origin, lang);
  const parent = newPerson("tenant-parent");
  await signUpThrough(page, site.origin, parent, lang);

  await registerUpToPayment(page, r, RACE);
  await registerSomeoneElse(page, w);
  const account = await createChildAccount(page, lang, newPerson("tenant-child").email);
  await account.getByRole("button", { name: w.create }).click();
  await expect(page.locator("#wizard-step-title")).toHaveText(w.relativeStep);
  await fillParticipantForm(
    page,
    r,
    {},
    { form: "relative-form", lastName: "Ivanova", firstName: "Masha" },
  );
  await continueToPayment(page, r);

  // The parent's own order goes with Masha's, in the tenant's theme.
  await expect(page.locator("html")).toHaveAttribute("data-tenant", "pionercup");
  const together = page.getByRole("group", { name: w.payTogether });
  await expect(together.getByRole("checkbox", { name: /Anna Ivanova/ })).toBeChecked();
  await expect(page.locator(".order-summary")).toContainText(w.totalFor(2));
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "pionercup-pay-together");
  await payByTestCard(page, r);

  // Both paid by the one payment, as the parent's account on the portal lists them.
  await signInThrough(page, PORTAL_ORIGIN, parent);
  await page.goto(`${PORTAL_ORIGIN}/account`);
  const cards = page.locator("article.my-registration");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all())
    await expect(card.locator(".my-registration__head")).toContainText(w.paid);
  await expect(page.getByText(w.forWhom("Masha Ivanova"))).toBeVisible();
});
