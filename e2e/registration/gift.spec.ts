import type { Browser, Page } from "@playwright/test";
import { defined, type Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { GIFT_TEXTS } from "./gift-texts";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS } from "./registration-texts";
import { payByCard, payOnSandboxPage } from "./sandbox-card";
import { prepareHost, signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { PORTAL_ORIGIN } from "./tenant-sites";

/** A priced race open whatever day the suite runs (the portal registration journey's). */
const RACE = { eventCode: "moscow-marathon", raceCode: "m42" };
const GIFT_PAGE = `/${RACE.eventCode}/${RACE.raceCode}/gift`;

/** A person with a new account in a browser of their own. */
async function personIn(browser: Browser, lang: Locale, tag: string, lastName: string) {
  const context = await browser.newContext();
  await prepareHost(context, PORTAL_ORIGIN, lang);
  const page = await context.newPage();
  await signUpThrough(
    page,
    PORTAL_ORIGIN,
    { ...newPerson(tag), firstName: "Maria", lastName },
    lang,
  );
  return { page, close: () => context.close() };
}

/** The buyer's way from the event page's race row to a paid gift; resolves to its code. */
async function buyAndPay(page: Page, lang: Locale, snapshot: (screen: string) => Promise<void>) {
  const g = GIFT_TEXTS[lang];
  const r = REGISTRATION_TEXTS[lang];
  await page.goto(`/event/${RACE.eventCode}`);
  const give = page.locator(`a[href="${GIFT_PAGE}"]`);
  await expect(give).toContainText(g.giveAsGift);
  await give.click();
  await expect(page.getByRole("heading", { level: 1, name: g.buyTitle })).toBeVisible();
  await expect(page.getByLabel(g.cardName)).toHaveValue("Anna");
  await page.getByLabel(g.cardName).fill("Anna and Pavel");
  await page.getByLabel(g.message).fill(lang === "ru" ? "С днём рождения!" : "Happy birthday!");
  await expectNoSeriousA11yIssues(page);
  await snapshot("gift-card-text");
  await page.getByRole("button", { name: g.continueToPayment }).click();

  await expect(page).toHaveURL(/\/gift\/bought\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: g.payTitle })).toBeVisible();
  await expect(page.getByRole("radio", { name: r.card })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapshot("gift-payment");
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "succeeds");

  // The acquirer sends the buyer back to the gift's page: the code, the copy button, the card.
  await expect(page).toHaveURL(/\/gift\/bought\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: g.readyTitle })).toBeVisible({
    timeout: 15_000,
  });
  const code = defined(await page.getByTestId("gift-code").textContent());
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  const card = page.getByRole("link", { name: g.giftCard });
  const href = defined(await card.getAttribute("href"));
  const pdf = await page.request.get(href);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectNoSeriousA11yIssues(page);
  await snapshot("gift-code");
  return code;
}

test("a gift is bought and paid, redeemed by a new account, and shows as paid for the recipient", async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.slow();
  const g = GIFT_TEXTS[lang];
  const r = REGISTRATION_TEXTS[lang];
  const snapshot = (screen: string) => snapFromTop(page, testInfo, screen);
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("gift-buyer"), lang);
  const code = await buyAndPay(page, lang, snapshot);

  const recipient = await personIn(browser, lang, "gift-recipient", "Sokolova");
  try {
    const p = recipient.page;
    const shot = (screen: string) => snapFromTop(p, testInfo, screen);
    await p.goto("/gift");
    await expect(p.getByRole("heading", { level: 1, name: g.redeemTitle })).toBeVisible();
    // A wrong code is refused in place, translated.
    await p.getByRole("textbox", { name: g.giftCode }).fill("ABCD-EFGH-JKMN");
    await p.getByRole("button", { name: g.checkCode }).click();
    await expect(p.getByText(g.notFound)).toBeVisible();
    await expectNoSeriousA11yIssues(p);
    await shot("gift-redeem-code");
    await p.getByRole("textbox", { name: g.giftCode }).fill(code.toLowerCase());
    await p.getByRole("button", { name: g.checkCode }).click();
    await expect(p.getByRole("heading", { level: 2, name: g.yourGift })).toBeVisible();
    await fillParticipantForm(
      p,
      r,
      { startPacket: "M", finishTime: true },
      { lastName: "Sokolova" },
    );
    await expectNoSeriousA11yIssues(p);
    await shot("gift-redeem-form");
    await p.getByRole("button", { name: r.continue, exact: true }).click();
    await expect(p.getByTestId("gift-redeemed")).toHaveText(g.registered, { timeout: 15_000 });
    await shot("gift-redeemed");

    // The recipient's account: the registration is theirs and paid, and the gift is listed.
    await p.goto("/account");
    const received = p.getByTestId("gift-received");
    await expect(received).toContainText("Anna and Pavel");
    await expectNoSeriousA11yIssues(p);
    await shot("gift-account-recipient");
  } finally {
    await recipient.close();
  }

  // The buyer sees it redeemed, by the form's name masked (the form says Anna Sokolova).
  await page.goto("/account");
  await expect(page.getByTestId("gift-bought").first()).toContainText(g.redeemedBy("Anna S."));
  await snapshot("gift-account-buyer");
});

test("the gift screens: the card's text, the redeem page with a wrong code, the account's gifts", async ({
  page,
  lang,
}, testInfo) => {
  const g = GIFT_TEXTS[lang];
  const snapshot = (screen: string) => snapFromTop(page, testInfo, screen);
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("gift-screens"), lang);
  await page.goto(GIFT_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: g.buyTitle })).toBeVisible();
  // An empty name is refused in place, before anything is bought.
  await page.getByLabel(g.cardName).fill("");
  await page.getByRole("button", { name: g.continueToPayment }).click();
  await expect(page.getByLabel(g.cardName)).toHaveAttribute("aria-invalid", "true");
  await snapshot("gift-screen-card-text");
  await page.goto("/gift?code=ABCD-EFGH-JKMN");
  await expect(page.getByRole("textbox", { name: g.giftCode })).toHaveValue("ABCD-EFGH-JKMN");
  await page.getByRole("button", { name: g.checkCode }).click();
  await expect(page.getByText(g.notFound)).toBeVisible();
  await snapshot("gift-screen-redeem");
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 2, name: g.gifts })).toBeVisible();
  await snapshot("gift-screen-account");
});
