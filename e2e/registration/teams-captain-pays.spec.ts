import type { Page, TestInfo } from "@playwright/test";
import type { Locale } from "@reg/domain";
import { SCREEN } from "../support/behaviour";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS, type RegistrationTexts } from "./registration-texts";
import { payByTestCard } from "./sandbox-card";
import { signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { TEAM_TEXTS, type TeamTexts } from "./team-texts";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/** The seed's team swim with room: four stages of one or two swimmers, a hundred teams. */
const RACE = { eventCode: "strogino-team-swim", raceCode: "team4x500" };
const REGISTER = `/${RACE.eventCode}/${RACE.raceCode}/register`;
const TEAM_PAGE = `/account/team/${RACE.eventCode}/${RACE.raceCode}`;

/** The captain-pays screens' words, in each language (the catalogs' own). */
const CAPTAIN_TEXTS = {
  ru: {
    whoPays: "Кто платит?",
    captainPays: "Я регистрирую и оплачиваю всю команду",
    eachPays: "Каждый участник платит свою долю",
    myFormStep: "Моя анкета",
    participantsStep: "Участники",
    addParticipant: "Добавить участника",
    newParticipant: "Новый участник",
    saveForm: "Сохранить анкету",
    email: "E-mail",
    invalidEmail: "Введите корректный адрес электронной почты",
    stageOf: "Этап участника",
    saved: (name: string) => `Сохранено: ${name}`,
    captainPaysLead: "вы регистрируете и оплачиваете всю команду",
    teamShares: "Доли вашей команды",
    sharesLocked:
      "Вы оплачиваете всю команду, поэтому доли всех участников оплачиваются вместе с вашим заказом.",
    totalFor: (people: number) => `Итого за ${people} участников`,
  },
  en: {
    whoPays: "Who pays?",
    captainPays: "I register and pay for the whole team",
    eachPays: "Each member pays their own share",
    myFormStep: "My form",
    participantsStep: "Participants",
    addParticipant: "Add a participant",
    newParticipant: "New participant",
    saveForm: "Save the form",
    email: "E-mail",
    invalidEmail: "Enter a valid e-mail address",
    stageOf: "The participant's stage",
    saved: (name: string) => `Saved: ${name}`,
    captainPaysLead: "you register and pay for the whole team",
    teamShares: "Your team's shares",
    sharesLocked:
      "You register and pay for the whole team, so every member's share is paid with your order.",
    totalFor: (people: number) => `Total for ${people} people`,
  },
} as const satisfies Record<Locale, Record<string, unknown>>;
type CaptainTexts = (typeof CAPTAIN_TEXTS)[Locale];

/** The team's other swimmers, each on the next stage that lacks one. */
const MEMBERS = [
  { firstName: "Oleg", lastName: "Plovtsov" },
  { firstName: "Nina", lastName: "Brassova" },
  { firstName: "Zoya", lastName: "Delfinova" },
] as const;

/** A team's name no other run of the suite uses (one database serves every project). */
function teamNameFor(testInfo: TestInfo, base: string): string {
  const project = testInfo.project.name.replace(/[^a-z]/giu, " ");
  return `${base} ${project} ${Date.now().toString(36)}`;
}

const stepTitle = (page: Page) => page.locator("#wizard-step-title");

/** From the register page to the captain-paid team's own step, the team created. */
async function createCaptainPaidTeam(
  page: Page,
  tt: TeamTexts,
  ct: CaptainTexts,
  teamName: string,
  testInfo: TestInfo,
) {
  await page.goto(REGISTER);
  await expect(stepTitle(page)).toHaveText(tt.teamStep, WIZARD_FIRST_LOAD);
  await page.getByRole("button", { name: tt.createTeam, exact: true }).click();
  await page.getByLabel(tt.teamName, { exact: true }).fill(teamName);
  const whoPays = page.getByRole("group", { name: ct.whoPays });
  await expect(whoPays.getByRole("radio", { name: ct.eachPays })).toBeChecked();
  await whoPays.getByRole("radio", { name: ct.captainPays }).check();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "captain-pays-choice");
  await page.getByRole("button", { name: tt.createTheTeam, exact: true }).click();
  await expect(page.getByTestId("your-place")).toContainText(ct.captainPaysLead);
}

/** My form: the captain's own participant form, then on to the participants. */
async function fillMyForm(page: Page, r: RegistrationTexts, ct: CaptainTexts, testInfo: TestInfo) {
  await page.getByRole("button", { name: r.continue, exact: true }).click();
  await expect(stepTitle(page)).toHaveText(ct.myFormStep);
  await snapFromTop(page, testInfo, "captain-my-form");
  await fillParticipantForm(page, r, {}, { firstName: "Marina", lastName: "Kapitonova" });
  await page.getByRole("button", { name: r.continue, exact: true }).click();
  await expect(stepTitle(page)).toHaveText(ct.participantsStep);
}

/** Opens "Add a participant" and fills in a new member's form (the e-mail is the caller's). */
async function fillNewMember(
  page: Page,
  r: RegistrationTexts,
  ct: CaptainTexts,
  member: { firstName: string; lastName: string },
  email: string,
) {
  await page.getByRole("button", { name: ct.addParticipant, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: ct.newParticipant })).toBeFocused();
  await page.locator("form#participant-form").getByLabel(ct.email, { exact: true }).fill(email);
  await fillParticipantForm(page, r, {}, member);
}

test("a captain registers and pays for the whole team: their form, every member's, one payment", async ({
  page,
  lang,
}, testInfo) => {
  // Four forms and the acquirer's page on a busy machine.
  test.setTimeout(300_000);
  const r = REGISTRATION_TEXTS[lang];
  const tt = TEAM_TEXTS[lang];
  const ct = CAPTAIN_TEXTS[lang];
  await signUpThrough(
    page,
    PORTAL_ORIGIN,
    { ...newPerson("captain-pays"), firstName: "Marina", lastName: "Kapitonova" },
    lang,
  );
  const teamName = teamNameFor(testInfo, "Strogino Pike");
  await createCaptainPaidTeam(page, tt, ct, teamName, testInfo);
  await fillMyForm(page, r, ct, testInfo);

  // Only the captain so far: three stages lack their swimmer, and Continue waits for them.
  const missing = page.locator(".team-roster__missing");
  await expect(missing.getByText(tt.addAll)).toBeVisible();
  const next = page.getByRole("button", { name: r.continue, exact: true });
  await expect(next).toBeDisabled();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "captain-participants-empty");

  for (const [index, member] of MEMBERS.entries()) {
    const email = newPerson(`member${index}`).email;
    if (index === 0) {
      // The first with a wrong e-mail: said under the field, and nothing saved.
      await fillNewMember(page, r, ct, member, email.replace(/@.*$/u, "@"));
      await page.getByRole("button", { name: ct.saveForm, exact: true }).click();
      const field = page.locator("form#participant-form").getByLabel(ct.email, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(ct.invalidEmail, { exact: true })).toBeVisible();
      await expect(field).toBeFocused();
      await expectNoSeriousA11yIssues(page);
      await snapFromTop(page, testInfo, "captain-member-form-error");
      await field.fill(email);
    } else await fillNewMember(page, r, ct, member, email);
    // Seated where the team is short: the next stage.
    await expect(page.getByLabel(ct.stageOf, { exact: true })).toHaveValue(String(index + 2));
    await page.getByRole("button", { name: ct.saveForm, exact: true }).click();
    const name = `${member.firstName} ${member.lastName}`;
    await expect(page.getByText(ct.saved(name), { exact: true })).toBeVisible();
    if (index < MEMBERS.length - 1) {
      await expect(missing.getByText(tt.addAll)).toBeVisible();
      await expect(next).toBeDisabled();
    }
  }

  // Every stage has its swimmer and every swimmer a form: on to the order.
  await expect(missing).toHaveCount(0);
  await expect(page.locator(".team-roster__member")).toHaveCount(4);
  await expect(next).toBeEnabled();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "captain-participants-complete");
  await next.click();
  await expect(stepTitle(page)).toHaveText(new RegExp(`^(${r.optionsStep}|${r.myOrderStep})$`));
  if ((await stepTitle(page).textContent()) === r.optionsStep)
    await page.getByRole("button", { name: r.continue, exact: true }).click();
  await expect(stepTitle(page)).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle(page)).toHaveText(r.paymentStep);

  // The three shares, ticked for good, and the whole team's total.
  const shares = page.getByRole("group", { name: ct.teamShares });
  await expect(shares.getByText(ct.sharesLocked)).toBeVisible();
  const boxes = shares.getByRole("checkbox");
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) {
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute("aria-readonly", "true");
  }
  // Pressing one leaves it ticked: the team is paid whole.
  await boxes.first().click();
  await expect(boxes.first()).toBeChecked();
  await expect(page.locator(".order-summary__row--total dt")).toHaveText(ct.totalFor(4));
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "captain-payment-locked");
  await payByTestCard(page, r);

  // Paid for all four: the team's page says so for each.
  await page.goto(TEAM_PAGE);
  const roster = page.locator(".team-roster");
  await expect(roster.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(roster.getByText(tt.complete, { exact: true })).toBeVisible();
  await expect(roster.getByText(tt.paid, { exact: true })).toHaveCount(4);
});

test(
  "the captain-pays screens: the choice, my form, the participants and a member's form",
  SCREEN,
  async ({ page, lang }, testInfo) => {
    test.slow();
    const r = REGISTRATION_TEXTS[lang];
    const tt = TEAM_TEXTS[lang];
    const ct = CAPTAIN_TEXTS[lang];
    await signUpThrough(
      page,
      PORTAL_ORIGIN,
      { ...newPerson("captain-screens"), firstName: "Marina", lastName: "Kapitonova" },
      lang,
    );
    await createCaptainPaidTeam(page, tt, ct, teamNameFor(testInfo, "Strogino Carp"), testInfo);
    await snapFromTop(page, testInfo, "captain-team-step");
    await fillMyForm(page, r, ct, testInfo);
    await snapFromTop(page, testInfo, "captain-participants-screen");
    await page.getByRole("button", { name: ct.addParticipant, exact: true }).click();
    await page.getByRole("button", { name: ct.saveForm, exact: true }).click();
    await expect(page.locator('form#participant-form [aria-invalid="true"]').first()).toBeFocused();
    await snapFromTop(page, testInfo, "captain-member-form-empty");
  },
);
