import type { Page } from "@playwright/test";
import type { RegistrationTexts } from "./registration-texts";

/**
 * Fills the participant form of SPEC §3 for a person with a Russian passport. Masked fields are
 * typed key by key (STACK.md pitfall 6). `race` says which of the race's own fields it asks;
 * `person` changes the names (a test that looks for itself in the start list) or fills the relative
 * form instead, whose birth date a child's account may already have given.
 */
export async function fillParticipantForm(
  page: Page,
  r: RegistrationTexts,
  race: { startPacket?: string; finishTime?: boolean },
  person: {
    lastName?: string;
    firstName?: string;
    form?: "participant-form" | "relative-form";
  } = {},
) {
  const form = page.locator(`form#${person.form ?? "participant-form"}`);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(r.lastName).fill(person.lastName ?? "Ivanova");
  await field(r.firstName).fill(person.firstName ?? "Anna");
  if ((await field(r.birthDate).inputValue()) === "")
    await field(r.birthDate).pressSequentially(r.birthDateDigits, { delay: 20 });
  await field(r.gender).selectOption({ label: r.female });
  // The field starts with the country code "+7 " of the chosen country.
  await field(r.phone).pressSequentially("9161234567", { delay: 20 });
  await field(r.region).fill("Moscow");
  await field(r.city).fill("Moscow");
  await field(r.street).fill("Tverskaya");
  await field(r.house).fill("7");
  await field(r.apartment).fill("12");
  await field(r.postcode).fill("125009");
  await field(r.documentType).selectOption({ label: r.passport });
  await field(r.documentNumber).pressSequentially("4510123456", { delay: 20 });
  await field(r.noClub).check();
  if (race.startPacket) await field(r.startPacket).selectOption(race.startPacket);
  if (race.finishTime) await field(r.finishTime).fill("3:45");
  for (const agreement of [r.agreeTerms, r.agreeRules, r.agreeMedical, r.receiptConsent])
    await field(agreement).check();
}
