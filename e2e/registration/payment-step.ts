import type { Page } from "@playwright/test";
import { expect } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import type { RegistrationTexts } from "./registration-texts";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/**
 * Registers the signed-in person for a race with nothing but the fixed fields (no start packets,
 * questions or required document) and no options, up to the payment step of the new order.
 * `person` and `beforeContinue` shape the participant form (a surname, a box to tick).
 */
export async function registerUpToPayment(
  page: Page,
  r: RegistrationTexts,
  race: string,
  participant: { person?: { lastName?: string }; beforeContinue?: () => Promise<void> } = {},
) {
  const stepTitle = page.locator("#wizard-step-title");
  await page.goto(race);
  await expect(stepTitle).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  await fillParticipantForm(page, r, {}, participant.person);
  await participant.beforeContinue?.();
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.optionsStep);
  await page.getByRole("button", { name: r.continue }).click();
  await expect(stepTitle).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);
}
