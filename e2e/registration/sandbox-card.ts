import type { Page } from "@playwright/test";
import { expect } from "../support/fixtures";
import type { RegistrationTexts } from "./registration-texts";

/** The sandbox acquirer's test cards (docs/legacy-contract.md, "Endpoints (payment)"). */
export const SANDBOX_CARDS = {
  succeeds: "4242 4242 4242 4242",
  declines: "4000 0000 0000 0002",
  /** The bank never answers: the payment stays pending to the window's end. */
  neverAnswers: "4000 0000 0000 0119",
} as const;

/** Pays on the sandbox acquirer's own card page, which then sends the person back to the site. */
export async function payOnSandboxPage(
  page: Page,
  r: RegistrationTexts,
  card: keyof typeof SANDBOX_CARDS,
) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByLabel(r.sandboxCardNumber).fill(SANDBOX_CARDS[card]);
  await page.getByLabel(r.sandboxExpiry).fill("12/35");
  await page.getByLabel(r.sandboxCvc).fill("123");
  await page.getByRole("button", { name: r.sandboxPay }).click();
}

/** The wizard's payment step: the bank card, then Pay. */
export async function payByCard(page: Page, r: RegistrationTexts) {
  await page.getByRole("radio", { name: r.card }).check();
  await page.getByRole("button", { name: r.pay, exact: true }).click();
}

/** From the wizard's payment step to paid: the bank card, the sandbox's page, the paid screen. */
export async function payByTestCard(page: Page, r: RegistrationTexts) {
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });
}
