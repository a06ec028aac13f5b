import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import {
  continueToPayment,
  createChildAccount,
  FAMILY_WORDS,
  registerSomeoneElse,
} from "./family-steps";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { fillParticipantForm } from "./participant-form";
import { registerUpToPayment } from "./payment-step";
import { payByTestCard } from "./sandbox-card";
import { prepareHost, signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/** Open, with options; each run registers new people, so its places never run out. */
const RACE = "/white-nights-marathon/m42/register";

test("a parent registers themself, a child found by e-mail and a new child, and pays for all three at once; the family keeps both", async ({
  page,
  browser,
  lang,
}, testInfo) => {
  // Three registrations, one acquirer's page, and an account of the child's own.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const w = FAMILY_WORDS[lang];
  const stepTitle = page.locator("#wizard-step-title");

  // The older child has an account of their own, made in their own browser.
  const older = { ...newPerson("older-child"), firstName: "Pavel", lastName: "Ivanov" };
  const childContext = await browser.newContext();
  await prepareHost(childContext, PORTAL_ORIGIN, lang);
  await signUpThrough(await childContext.newPage(), PORTAL_ORIGIN, older, lang);
  await childContext.close();

  // The parent first: their own form, options and order, up to its payment step, not paid.
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("parent"), lang);
  await registerUpToPayment(page, r, RACE);
  await expect(page.getByRole("group", { name: w.payTogether })).toBeHidden();

  // Then the older child, found by e-mail, from under the parent's payment step.
  const who = await registerSomeoneElse(page, w);
  await who.getByLabel(w.theirEmail).fill(older.email);
  await who.getByRole("button", { name: w.find }).click();
  await expect(who.locator(".found-person__name")).toContainText("Pavel I.");
  // Nothing of the account but the masked name is shown.
  await expect(who).not.toContainText("Ivanov");
  await who.getByLabel(w.keep).check();
  // Kept in the family: who he is to the parent is asked (decision 0042), and required.
  await who.getByRole("button", { name: w.register("Pavel I.") }).click();
  const relation = who.getByLabel(w.relation, { exact: true });
  await expect(relation).toHaveAttribute("aria-invalid", "true");
  await expect(relation).toBeFocused();
  await relation.selectOption({ label: w.child });
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "relative-found");
  await who.getByRole("button", { name: w.register("Pavel I.") }).click();
  await expect(stepTitle).toHaveText(w.relativeStep);
  await fillParticipantForm(
    page,
    r,
    {},
    { form: "relative-form", lastName: "Ivanov", firstName: "Pavel" },
  );
  await snapFromTop(page, testInfo, "relative-form");
  await continueToPayment(page, r);
  // The parent's own order may go with Pavel's: ticked, as the parent's own.
  const together = page.getByRole("group", { name: w.payTogether });
  await expect(together.getByRole("checkbox")).toHaveCount(1);
  await expect(together.getByRole("checkbox", { name: /Anna Ivanova/ })).toBeChecked();

  // The register page opened again in this tab: the parent's own payment step, kept; the new
  // child from under it gets an account made by the parent.
  await page.goto(RACE);
  await expect(stepTitle).toHaveText(r.paymentStep, WIZARD_FIRST_LOAD);
  await registerSomeoneElse(page, w);
  const account = await createChildAccount(page, lang, newPerson("younger-child").email);
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "relative-new-account");
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
  await continueToPayment(page, r);

  // Masha's payment step: the parent's and Pavel's orders ticked, the total for three, one payment.
  await expect(together.getByRole("checkbox")).toHaveCount(2);
  await expect(together.getByRole("checkbox", { name: /Anna Ivanova/ })).toBeChecked();
  await expect(together.getByRole("checkbox", { name: /Pavel Ivanov/ })).toBeChecked();
  await expect(page.locator(".order-summary")).toContainText(w.totalFor(3));
  await payByTestCard(page, r);

  // All three paid by it, on the parent's list; the family keeps both children for next time.
  await page.goto("/account");
  const cards = page.locator("article.my-registration");
  await expect(cards).toHaveCount(3);
  // Each card's state beside its name (its facts below say "Paid" again, with the amount).
  for (const card of await cards.all())
    await expect(card.locator(".my-registration__head")).toContainText(w.paid);
  await expect(page.getByText(w.forWhom("Pavel Ivanov"))).toBeVisible();
  await expect(page.getByText(w.forWhom("Masha Ivanov"))).toBeVisible();
  const family = page.getByRole("region", { name: w.family });
  await expect(family.getByRole("listitem")).toHaveCount(2);
  await expect(family).toContainText("Pavel I.");
  await expect(family).toContainText("Masha Ivanova");
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "family-after");
  await page.goto(RACE);
  await expect(page.getByRole("region", { name: w.who }).getByLabel("Masha Ivanova")).toBeVisible(
    WIZARD_FIRST_LOAD,
  );
});

test("the payment step offers the parent's own order to pay with a child's (screens)", async ({
  page,
  lang,
}, testInfo) => {
  // Two registrations up to their payment steps, and a child's account.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const w = FAMILY_WORDS[lang];
  const stepTitle = page.locator("#wizard-step-title");
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("pay-together"), lang);
  await registerUpToPayment(page, r, RACE);
  // Under the parent's payment step: the way to register someone else before paying.
  await expect(page.getByRole("radio", { name: r.card })).toBeVisible();
  await expect(page.getByRole("button", { name: w.registerAnother })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "payment-register-another");
  await registerSomeoneElse(page, w);
  const account = await createChildAccount(page, lang, newPerson("pay-together-child").email);
  await account.getByRole("button", { name: w.create }).click();
  await expect(stepTitle).toHaveText(w.relativeStep);
  await fillParticipantForm(
    page,
    r,
    {},
    { form: "relative-form", lastName: "Ivanova", firstName: "Masha" },
  );
  await continueToPayment(page, r);
  const together = page.getByRole("group", { name: w.payTogether });
  await expect(together.getByRole("checkbox", { name: /Anna Ivanova/ })).toBeChecked();
  await expect(page.locator(".order-summary")).toContainText(w.totalFor(2));
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "payment-pay-together");
});
