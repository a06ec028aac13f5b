import type { Page } from "@playwright/test";
import { defined, type Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { prepareHost, signInOnLoginPage, signUpOnLoginPage, signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN, TENANT_SITES } from "./tenant-sites";
import { registerAddress } from "../support/register-address";

/** The portal's login page, as the tenant app's gate sends a person there to come back to `wanted`. */
const loginPageFor = (wanted: string) =>
  `${PORTAL_ORIGIN}/account/login?returnUrl=${encodeURIComponent(wanted)}`;

/**
 * For an address the app leaves at once (its gate sends an anonymous person to sign in): waiting
 * for its load event would race the redirect and fail as an aborted navigation.
 */
const LEAVES_AT_ONCE = { waitUntil: "commit" } as const;
/**
 * The wizard after a hop between the sites: two page boots, the code's redeem and the wizard's reads in a
 * row, each of which has the 7 s default on its own; waited for as one state, so it gets their sum's
 * share (decision 0014).
 */
const AFTER_ROUND_TRIP = { timeout: 15_000 } as const;
/**
 * The gate's hop to the portal's login: the app boots, loads its language's catalog, asks for the
 * tenant and then the session, and only then leaves; four steps in a row, one state (decision 0014).
 */
const TO_PORTAL_LOGIN = AFTER_ROUND_TRIP;

/** Every address the tab's page commits, fragments included (the hand-over code travels in one). */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
}

for (const [tenant, site] of Object.entries(TENANT_SITES)) {
  const wanted = `${site.origin}${site.race}`;

  test.describe(`the ${tenant} registration app`, () => {
    test.beforeEach(async ({ context, lang }) => {
      await prepareHost(context, site.origin, lang satisfies Locale);
    });

    test("sends a new person to sign up on the portal, takes them back signed in, and registers and pays in its own theme", async ({
      page,
      lang,
      t,
    }, testInfo) => {
      // The round trip, the whole wizard and the acquirer's page: longer than the default 30 s on two busy cores.
      test.slow();
      const r = REGISTRATION_TEXTS[lang];
      await page.goto(wanted, LEAVES_AT_ONCE);
      await expect(page).toHaveURL(loginPageFor(wanted), TO_PORTAL_LOGIN);
      await signUpOnLoginPage(page, t, newPerson(tenant));

      // Back on the tenant's host with a session of its own (docs/decisions/0008 §3); the one-time
      // code is already out of the address.
      await expect(page).toHaveURL(registerAddress(wanted), AFTER_ROUND_TRIP);
      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-tenant", tenant);
      await expect(html).toHaveAttribute("lang", lang);
      await expect(page.locator("#wizard-step-title")).toHaveText(
        r.participantStep,
        AFTER_ROUND_TRIP,
      );
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

    test("holds nothing but registration and its home: any other address is not found", async ({
      page,
      lang,
      t,
    }) => {
      // "/" lists the tenant's races (issue 12 item 18, shell-and-words.spec.ts); the portal's pages are not here.
      await page.goto(`${site.origin}/events/future`);
      await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-tenant", tenant);
      // Not a dead end: the way on is the tenant's own races.
      await page.getByRole("link", { name: lang === "ru" ? "К забегам" : "See the races" }).click();
      await expect(page).toHaveURL(`${site.origin}/`);
    });

    test("signs in a person with an account through the portal, and later passes them straight through", async ({
      page,
      lang,
      t,
    }) => {
      // Two round trips between the sites.
      test.slow();
      const r = REGISTRATION_TEXTS[lang];
      const person = newPerson(`${tenant}-gate`);
      await signUpThrough(page, PORTAL_ORIGIN, person, lang);
      await page.context().clearCookies({ name: "reg_sid" });

      await page.goto(wanted, LEAVES_AT_ONCE);
      await expect(page).toHaveURL(loginPageFor(wanted), TO_PORTAL_LOGIN);
      await signInOnLoginPage(page, t, person);
      await expect(page).toHaveURL(registerAddress(wanted), AFTER_ROUND_TRIP);
      await expect(page.locator("#wizard-step-title")).toHaveText(
        r.participantStep,
        AFTER_ROUND_TRIP,
      );

      // Signed in on the portal but no longer here: the portal's login page sends them straight
      // back with a new code, without asking anything.
      await page.context().clearCookies({ name: "reg_sid", domain: new URL(site.origin).hostname });
      expect((await page.context().cookies(site.origin)).map((c) => c.name)).not.toContain(
        "reg_sid",
      );
      const addresses = recordAddresses(page);
      await page.goto(wanted, LEAVES_AT_ONCE);
      await expect(page).toHaveURL(registerAddress(wanted), AFTER_ROUND_TRIP);
      await expect(page.locator("#wizard-step-title")).toHaveText(
        r.participantStep,
        AFTER_ROUND_TRIP,
      );
      expect(addresses).toContain(loginPageFor(wanted));
    });

    test("a hand-over code works once: replayed in another browser, it signs nobody in", async ({
      page,
      browser,
      lang,
      t,
    }, testInfo) => {
      test.slow();
      const r = REGISTRATION_TEXTS[lang];
      const addresses = recordAddresses(page);
      await page.goto(wanted, LEAVES_AT_ONCE);
      await signUpOnLoginPage(page, t, newPerson(`${tenant}-replay`));
      await expect(page.locator("#wizard-step-title")).toHaveText(
        r.participantStep,
        AFTER_ROUND_TRIP,
      );
      const withCode = addresses.find((address) => address.startsWith(`${wanted}#handoff=`));
      expect(withCode, addresses.join("\n")).toBeDefined();

      // Someone else, sent to sign in from the same page, comes back with the spent code instead:
      // they stay anonymous, and the gate says so rather than bounce (docs/decisions/0008 §4).
      const other = await browser.newContext({ viewport: page.viewportSize() });
      try {
        await prepareHost(other, site.origin, lang);
        const replay = await other.newPage();
        await replay.goto(wanted, LEAVES_AT_ONCE);
        await expect(replay).toHaveURL(loginPageFor(wanted), TO_PORTAL_LOGIN);
        await replay.goto(defined(withCode));
        await expect(replay).toHaveURL(wanted);
        await expect(
          replay.getByRole("heading", { level: 1, name: r.sessionNotShared }),
        ).toBeVisible();
        await expectNoSeriousA11yIssues(replay);
        await snapFromTop(replay, testInfo, `${tenant}-session-not-shared`);
      } finally {
        await other.close();
      }
    });
  });
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
