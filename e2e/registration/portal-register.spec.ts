import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { registerUpToPayment } from "./payment-step";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";
import { uniqueSurname } from "../support/unique-surname";

/** The seed's race with every extra: start packets, organizer questions, a required document, options, WELCOME10. */
const RACE = "/moscow-marathon/m42/register";
const PROMO = "WELCOME10";

/** Open, with options but no start packets, questions or required document; its event has a start list. */
const PLAIN_EVENT = "white-nights-marathon";

/** The start list's consent box and the Members tab (the catalogs' own words). */
const START_LIST = {
  ru: {
    consent: "Показывать мои имя, клуб и город в стартовом списке",
    members: "Участники",
    search: "Поиск по имени, клубу или городу",
    find: "Найти",
  },
  en: {
    consent: "Show my name, club and city in the start list",
    members: "Members",
    search: "Search by name, club or city",
    find: "Find",
  },
} as const;

test("a new person registers on the portal: passport, insurance and a T-shirt, a promo code, paid by test card", async ({
  page,
  lang,
}, testInfo) => {
  // Four steps, the acquirer's page and an axe check per screen: longer than the default 30 s on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("portal-reg"), lang);
  const stepTitle = page.locator("#wizard-step-title");

  await page.goto(RACE);
  await expect(stepTitle).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  // The order layout: no menu to wander off into (its "Checkout" label is hidden on a phone).
  await expect(page.getByRole("navigation", { name: r.mainMenu })).toHaveCount(0);
  await fillParticipantForm(page, r, { startPacket: "M", finishTime: true });
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-participant");
  await page.getByRole("button", { name: r.continue }).click();

  await expect(stepTitle).toHaveText(r.optionsStep);
  // Insurance is once per order: a switch, not a 0/1 counter (issue 12 item 16).
  await page.getByRole("switch", { name: r.insurance }).check();
  await page.getByRole("button", { name: r.more(r.tshirt) }).click();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-options");
  await page.getByRole("button", { name: r.continue }).click();

  await expect(stepTitle).toHaveText(r.myOrderStep);
  const order = page.locator("main");
  await expect(order.getByRole("group", { name: r.quantity(r.insurance) })).toBeVisible();
  await expect(order.getByRole("group", { name: r.quantity(r.tshirt) })).toBeVisible();
  await order.getByLabel(r.promoCode, { exact: true }).fill(PROMO);
  await order.getByRole("button", { name: r.apply }).click();
  await expect(order.getByText(r.promoApplied(PROMO))).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-my-order");
  await page.getByRole("button", { name: r.goToPayment }).click();

  await expect(stepTitle).toHaveText(r.paymentStep);
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-payment");
  await payByCard(page, r);
  // The sandbox acquirer's own card page, outside the app; a test card that goes through.
  await payOnSandboxPage(page, r, "succeeds");

  // Back on the register page's success child, which reads the order's payment from ApiPay.
  await expect(page).toHaveURL(new RegExp(`${RACE}/success\\?registrationId=[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "register-paid");
});

test("with the start list's consent ticked and paid, the person is on the event's Members tab", async ({
  page,
  lang,
}, testInfo) => {
  // Four steps and the acquirer's page, then the event page: longer than 30 s on two busy cores.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const s = START_LIST[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("start-list"), lang);
  const surname = uniqueSurname("Ivanova", testInfo.project.name);
  await registerUpToPayment(page, r, `/${PLAIN_EVENT}/m42/register`, {
    person: { lastName: surname },
    beforeContinue: async () => {
      // Off until ticked (decision 0018).
      const consent = page.locator("form#participant-form").getByLabel(s.consent, { exact: true });
      await expect(consent).not.toBeChecked();
      await consent.check();
    },
  });
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto(`/event/${PLAIN_EVENT}`);
  await page.getByRole("link", { name: s.members, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${PLAIN_EVENT}/startlist$`));
  await page.getByRole("searchbox", { name: s.search }).fill(surname);
  await page.getByRole("button", { name: s.find }).click();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(lang === "ru" ? `${surname} Anna` : `Anna ${surname}`);
  await expect(rows.first()).toContainText("Moscow");
  await snapFromTop(page, testInfo, "start-list-self");
});
