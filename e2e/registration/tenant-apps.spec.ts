import type { Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { prepareHost, signInThrough, signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN, TENANT_SITES } from "./tenant-sites";

for (const [tenant, site] of Object.entries(TENANT_SITES)) {
  test.describe(`the ${tenant} registration app`, () => {
    test.beforeEach(async ({ context, lang }) => {
      await prepareHost(context, site.origin, lang satisfies Locale);
    });

    test("registers and pays in its own theme, texts and support e-mail", async ({
      page,
      lang,
    }, testInfo) => {
      // The whole wizard and the acquirer's page: longer than the default 30 s on two busy cores.
      test.slow();
      const r = REGISTRATION_TEXTS[lang];
      // Signed up on the tenant's own host, so the session cookie is that host's (docs/decisions/0008).
      await signUpThrough(page, site.origin, newPerson(tenant), lang);
      await page.goto(`${site.origin}${site.race}`);

      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-tenant", tenant);
      await expect(html).toHaveAttribute("lang", lang);
      await expect(page.locator("#wizard-step-title")).toHaveText(r.participantStep);
      expect(
        await html.evaluate((root) => getComputedStyle(root).getPropertyValue("--brand").trim()),
      ).toBe(site.primaryColor);
      const continueButton = page.getByRole("button", { name: r.continue });
      await expect(continueButton).toHaveCSS("background-color", hexToRgb(site.primaryColor));
      await expect(page.getByText(site.footerNote[lang])).toBeVisible();
      await expect(page.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
        "href",
        `mailto:${site.supportEmail}`,
      );
      await expectNoSeriousA11yIssues(page);
      await snapFromTop(page, testInfo, `${tenant}-register`);

      await fillParticipantForm(page, r, {});
      await continueButton.click();
      await expect(page.locator("#wizard-step-title")).toHaveText(r.optionsStep);
      await page.getByRole("button", { name: r.continue }).click();
      await expect(page.locator("#wizard-step-title")).toHaveText(r.myOrderStep);
      await page.getByRole("button", { name: r.goToPayment }).click();
      await expect(page.locator("#wizard-step-title")).toHaveText(r.paymentStep);
      await payByCard(page, r);
      await payOnSandboxPage(page, r, "succeeds");

      // The acquirer sends the person back to this host's success page, still in the tenant's theme.
      await expect(page).toHaveURL(
        new RegExp(`^${site.origin}${site.race}/success\\?registrationId=`),
      );
      await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
        timeout: 15_000,
      });
      await expect(html).toHaveAttribute("data-tenant", tenant);
      await expect(page.getByText(site.footerNote[lang])).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await snapFromTop(page, testInfo, `${tenant}-paid`);
    });

    test("holds nothing but registration: any other address is not found", async ({ page, t }) => {
      await page.goto(`${site.origin}/`);
      await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-tenant", tenant);
    });

    test("sends an anonymous person to the portal's login page and back to the tenant's address", async ({
      page,
      lang,
      t,
    }, testInfo) => {
      const r = REGISTRATION_TEXTS[lang];
      const person = newPerson(`${tenant}-gate`);
      await signUpThrough(page, PORTAL_ORIGIN, person, lang);
      await page.context().clearCookies({ name: "reg_sid" });

      const wanted = `${site.origin}${site.race}`;
      await page.goto(wanted);
      await expect(page).toHaveURL(
        `${PORTAL_ORIGIN}/account/login?returnUrl=${encodeURIComponent(wanted)}`,
      );
      await page.getByLabel(t.email).fill(person.email);
      await page.getByLabel(t.password, { exact: true }).fill(person.password);
      await page.getByRole("tabpanel").getByRole("button", { name: t.signInButton }).click();

      // Back on the tenant's host. The portal's session cookie does not reach `*.localhost`
      // (docs/decisions/0008), so the app says so rather than bounce back to the login page.
      await expect(page).toHaveURL(wanted);
      await expect(page.getByRole("heading", { level: 1, name: r.sessionNotShared })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await snapFromTop(page, testInfo, `${tenant}-session-not-shared`);

      // Signed in on the tenant's own host, the same address opens the wizard.
      await signInThrough(page, site.origin, person);
      await page.goto(wanted);
      await expect(page.locator("#wizard-step-title")).toHaveText(r.participantStep);
    });
  });
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
