import type { Browser, Page, TestInfo } from "@playwright/test";
import { defined, type Locale } from "@reg/domain";
import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { fillParticipantForm } from "./participant-form";
import { REGISTRATION_TEXTS, type RegistrationTexts } from "./registration-texts";
import { payByTestCard } from "./sandbox-card";
import { prepareHost, signUpThrough } from "./session";
import { snapFromTop } from "./snap-top";
import { TEAM_TEXTS, type TeamTexts } from "./team-texts";
import { PORTAL_ORIGIN } from "./tenant-sites";
import { WIZARD_FIRST_LOAD } from "./wizard-first-load";

/** The seed's team swim with room: four stages of one or two swimmers, a hundred teams. */
const RACE = { eventCode: "strogino-team-swim", raceCode: "team4x500" };
const REGISTER = `/${RACE.eventCode}/${RACE.raceCode}/register`;
const TEAM_PAGE = `/account/team/${RACE.eventCode}/${RACE.raceCode}`;

interface Person {
  page: Page;
  name: string;
  close: () => Promise<void>;
}

/** A person with a new account in a browser of their own (the captain's is the test's page). */
async function personIn(
  browser: Browser,
  lang: Locale,
  tag: string,
  firstName: string,
  lastName: string,
): Promise<Person> {
  const context = await browser.newContext();
  await prepareHost(context, PORTAL_ORIGIN, lang);
  const page = await context.newPage();
  await signUpThrough(page, PORTAL_ORIGIN, { ...newPerson(tag), firstName, lastName }, lang);
  return { page, name: `${firstName} ${lastName}`, close: () => context.close() };
}

/** A team's name no other run of the suite uses (one database serves every project). */
function teamNameFor(testInfo: TestInfo, base: string): string {
  const project = testInfo.project.name.replace(/[^a-z]/giu, " ");
  return `${base} ${project} ${Date.now().toString(36)}`;
}

async function openTeamStep(page: Page, tt: TeamTexts, address = REGISTER) {
  await page.goto(address);
  await expect(page.locator("#wizard-step-title")).toHaveText(tt.teamStep, WIZARD_FIRST_LOAD);
}

async function createTeam(page: Page, tt: TeamTexts, name: string) {
  await page.getByRole("button", { name: tt.createTeam, exact: true }).click();
  await page.getByLabel(tt.teamName, { exact: true }).fill(name);
  await page.getByRole("button", { name: tt.createTheTeam, exact: true }).click();
}

async function joinByCode(page: Page, tt: TeamTexts, code: string) {
  await page.getByRole("button", { name: tt.joinByCode, exact: true }).click();
  await page.getByLabel(tt.teamCode, { exact: true }).fill(code);
  await page.getByRole("button", { name: tt.joinTheTeam, exact: true }).click();
}

/** The roster as shown on the team step or the team page. */
const roster = (page: Page) => page.locator(".team-roster");

/** From the team step on: the person's own form, my order, payment by test card, paid. */
async function payOwnShare(page: Page, r: RegistrationTexts, surname: string) {
  const stepTitle = page.locator("#wizard-step-title");
  await page.getByRole("button", { name: r.continue, exact: true }).click();
  await expect(stepTitle).toHaveText(r.participantStep);
  await fillParticipantForm(page, r, {}, { lastName: surname });
  await page.getByRole("button", { name: r.continue, exact: true }).click();
  await expect(stepTitle).toHaveText(new RegExp(`^(${r.optionsStep}|${r.myOrderStep})$`));
  if ((await stepTitle.textContent()) === r.optionsStep)
    await page.getByRole("button", { name: r.continue, exact: true }).click();
  await expect(stepTitle).toHaveText(r.myOrderStep);
  await page.getByRole("button", { name: r.goToPayment }).click();
  await expect(stepTitle).toHaveText(r.paymentStep);
  await payByTestCard(page, r);
}

test("a captain forms a four-stage team: members join by code and by link, the captain moves, removes and re-adds, renames; each pays their own share", async ({
  page,
  browser,
  lang,
}, testInfo) => {
  // Five people, each through the team step, their own form and the acquirer's page.
  test.setTimeout(480_000);
  const r = REGISTRATION_TEXTS[lang];
  const tt = TEAM_TEXTS[lang];
  await signUpThrough(
    page,
    PORTAL_ORIGIN,
    { ...newPerson("captain"), firstName: "Marina", lastName: "Kapitonova" },
    lang,
  );
  const teamName = teamNameFor(testInfo, "Strogino Pike");
  await openTeamStep(page, tt);
  await createTeam(page, tt, teamName);
  await expect(roster(page).getByRole("heading", { level: 2, name: teamName })).toBeVisible();
  // Only the captain so far: the team is forming and says what it lacks.
  await expect(roster(page).getByText(tt.addAll)).toBeVisible();
  await expect(roster(page).getByText(tt.forming, { exact: true })).toBeVisible();
  const code = defined(await page.getByTestId("join-code").textContent());
  const link = defined(await page.getByTestId("share-link").textContent());
  expect(link).toBe(`${PORTAL_ORIGIN}${REGISTER}?teamCode=${code}`);

  const people: Person[] = [];
  try {
    const oleg = await personIn(browser, lang, "oleg", "Oleg", "Plovtsov");
    const nina = await personIn(browser, lang, "nina", "Nina", "Brassova");
    const ivan = await personIn(browser, lang, "ivan", "Ivan", "Krolev");
    const zoya = await personIn(browser, lang, "zoya", "Zoya", "Delfinova");
    people.push(oleg, nina, ivan, zoya);

    // Oleg and Nina join by code, each seated where the team is short.
    for (const member of [oleg, nina]) {
      await openTeamStep(member.page, tt);
      await joinByCode(member.page, tt, code);
      await expect(roster(member.page)).toBeVisible();
    }

    // Ivan first tries the captain's team name for a team of his own, then a wrong code.
    await openTeamStep(ivan.page, tt);
    await createTeam(ivan.page, tt, teamName);
    await expect(ivan.page.getByText(tt.teamExists)).toBeVisible();
    await joinByCode(ivan.page, tt, "ABCD-EFGH-JKMN");
    await expect(ivan.page.getByText(tt.notFound, { exact: true })).toBeVisible();
    await ivan.page.getByLabel(tt.teamCode, { exact: true }).fill(code);
    await ivan.page.getByRole("button", { name: tt.joinTheTeam, exact: true }).click();
    await expect(roster(ivan.page)).toBeVisible();

    // Zoya follows the share link: the code is filled in for her.
    await openTeamStep(zoya.page, tt, link.replace(PORTAL_ORIGIN, ""));
    await expect(zoya.page.getByLabel(tt.teamCode, { exact: true })).toHaveValue(code);
    await zoya.page.getByRole("button", { name: tt.joinTheTeam, exact: true }).click();
    await expect(roster(zoya.page)).toBeVisible();

    // Every stage has its swimmer: complete, and the captain sees all five.
    await page.reload();
    await expect(roster(page).getByText(tt.complete, { exact: true })).toBeVisible();
    await expect(roster(page).locator(".team-roster__member")).toHaveCount(5);

    // The captain moves Zoya (seated on stage 1 beside the captain) to stage 2.
    await roster(page)
      .getByLabel(tt.moveTo(zoya.name))
      .selectOption({ label: tt.stage(2) });
    const zoyaRow = roster(page).locator(".team-roster__member", { hasText: zoya.name });
    await zoyaRow.getByRole("button", { name: tt.move, exact: true }).click();
    const stage2 = roster(page).locator(".team-roster__stage", { hasText: tt.stage(2) });
    await expect(stage2.getByText(zoya.name, { exact: true })).toBeVisible();

    // Removes Ivan: his stage is short again, and the team says so.
    const ivanRow = roster(page).locator(".team-roster__member", { hasText: ivan.name });
    await ivanRow.getByRole("button", { name: tt.remove, exact: true }).click();
    await ivanRow.getByRole("button", { name: tt.yesRemove(ivan.name) }).click();
    await expect(roster(page).getByText(tt.addAll)).toBeVisible();
    await expect(roster(page).locator(".team-roster__member")).toHaveCount(4);

    // Ivan joins again by the code and is seated where the team is short.
    await openTeamStep(ivan.page, tt);
    await joinByCode(ivan.page, tt, code);
    await expect(roster(ivan.page)).toBeVisible();
    await page.reload();
    await expect(roster(page).getByText(tt.complete, { exact: true })).toBeVisible();

    // Renames the team.
    const renamed = `${teamName} II`;
    await roster(page).getByLabel(tt.teamName, { exact: true }).fill(renamed);
    await roster(page).getByRole("button", { name: tt.rename }).click();
    await expect(roster(page).getByRole("heading", { level: 2, name: renamed })).toBeVisible();

    // Each pays their own share.
    await payOwnShare(page, r, "Kapitonova");
    for (const member of people) {
      await openTeamStep(member.page, tt);
      await payOwnShare(member.page, r, defined(member.name.split(" ")[1]));
    }

    // Complete and paid on every member's roster.
    for (const who of [page, ...people.map((p) => p.page)]) {
      await who.goto(TEAM_PAGE);
      const shown = roster(who);
      await expect(shown.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
      await expect(shown.getByText(tt.complete, { exact: true })).toBeVisible();
      await expect(shown.getByText(tt.paid, { exact: true })).toHaveCount(5);
      // And on the card of their own "my registrations": the team by name, complete.
      await who.goto("/account");
      const onCard = who.locator(".my-registration__team", { hasText: tt.teamOnCard(renamed) });
      await expect(onCard.getByText(tt.complete, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yIssues(page);
    await snapFromTop(page, testInfo, "team-page-complete");
  } finally {
    for (const person of people) await person.close();
  }
});

test("the team step, the join form's error and the roster, in each language and width", async ({
  page,
  browser,
  lang,
}, testInfo) => {
  test.slow();
  const tt = TEAM_TEXTS[lang];
  await signUpThrough(
    page,
    PORTAL_ORIGIN,
    { ...newPerson("team-screens"), firstName: "Marina", lastName: "Kapitonova" },
    lang,
  );
  await openTeamStep(page, tt);
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "team-step-create");

  const teamName = teamNameFor(testInfo, "Strogino Pike");
  await createTeam(page, tt, teamName);
  await expect(roster(page).getByRole("heading", { level: 2, name: teamName })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "team-step-roster");

  const other = await personIn(browser, lang, "team-join", "Oleg", "Plovtsov");
  try {
    await openTeamStep(other.page, tt);
    await joinByCode(other.page, tt, "ABCD-EFGH-JKMN");
    await expect(other.page.getByText(tt.notFound, { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(other.page);
    await snapFromTop(other.page, testInfo, "team-join-error");
    const code = defined(await page.getByTestId("join-code").textContent());
    await other.page.getByLabel(tt.teamCode, { exact: true }).fill(code);
    await other.page.getByRole("button", { name: tt.joinTheTeam, exact: true }).click();
    await expect(roster(other.page)).toBeVisible();
    await snapFromTop(other.page, testInfo, "team-step-member");
  } finally {
    await other.close();
  }

  await page.goto(TEAM_PAGE);
  await expect(roster(page).getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(roster(page).locator(".team-roster__member")).toHaveCount(2);
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "team-page-captain");
});
