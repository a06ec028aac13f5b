import { expect, expectNoSeriousA11yIssues, newPerson, snap, test } from "../support/fixtures";
import { REGISTRATION_TEXTS } from "../registration/registration-texts";
import { signUpThrough } from "../registration/session";
import { PORTAL_ORIGIN } from "../registration/tenant-sites";
import { WIZARD_FIRST_LOAD } from "../registration/wizard-first-load";

const CHOOSER = {
  ru: { who: "Кто участвует?", me: "Я", someoneElse: "Другой человек" },
  en: { who: "Who is taking part?", me: "Me", someoneElse: "Someone else" },
} as const;

const WORDS = {
  ru: {
    family: "Моя семья",
    empty: "Пока никого нет.",
    add: "Добавить родственника",
    theirEmail: "Его или её e-mail",
    find: "Найти",
    createAndAdd: "Создать и добавить в семью",
    remove: (name: string) => `Удалить ${name} из семьи`,
    relation: "Кем вам приходится этот человек?",
    relationOf: (name: string) => `Кем вам приходится ${name}?`,
    child: "Ребёнок",
    sibling: "Брат или сестра",
    saved: "Сохранено",
  },
  en: {
    family: "My family",
    empty: "No relatives yet.",
    add: "Add a relative",
    theirEmail: "Their e-mail",
    find: "Find",
    createAndAdd: "Create and add to my family",
    remove: (name: string) => `Remove ${name} from the family`,
    relation: "Who is this to you?",
    relationOf: (name: string) => `Who is ${name} to you?`,
    child: "Child",
    sibling: "Brother or sister",
    saved: "Saved",
  },
} as const;

test("the account's family group: a child's account created as their child, the relation changed, kept, then removed", async ({
  page,
  lang,
}, testInfo) => {
  const r = REGISTRATION_TEXTS[lang];
  const w = WORDS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("family"), lang);
  await page.goto("/account");
  const family = page.getByRole("region", { name: w.family });
  await expect(family.getByText(w.empty)).toBeVisible();
  await family.getByRole("button", { name: w.add }).click();
  await family.getByLabel(w.theirEmail).fill(newPerson("family-child").email);
  await family.getByRole("button", { name: w.find }).click();
  const form = family.getByRole("form");
  await form.getByLabel(w.relation, { exact: true }).selectOption({ label: w.child });
  await form.getByLabel(r.lastName, { exact: true }).fill("Ivanova");
  await form.getByLabel(r.firstName, { exact: true }).fill("Masha");
  await form
    .getByLabel(r.birthDate, { exact: true })
    .pressSequentially(lang === "ru" ? "01062015" : "06012015", { delay: 20 });
  await form.getByLabel(r.gender, { exact: true }).selectOption({ label: r.female });
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "family-create");
  await form.getByRole("button", { name: w.createAndAdd }).click();
  const member = family.getByRole("listitem");
  await expect(member).toHaveCount(1);
  await expect(member).toContainText("Masha Ivanova");
  await expect(member).toContainText(lang === "ru" ? "01.06.2015" : "06/01/2015");
  const relation = member.getByLabel(w.relationOf("Masha Ivanova"), { exact: true });
  await expect(relation).toHaveValue("child");
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "family-list");
  // The owner changes who she is to them; the group keeps it.
  await relation.selectOption({ label: w.sibling });
  await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
  await page.reload();
  await expect(member).toHaveCount(1);
  await expect(relation).toHaveValue("sibling");
  await family.getByRole("button", { name: w.remove("Masha Ivanova") }).click();
  await expect(family.getByText(w.empty)).toBeVisible();
});

test("the wizard's “Who is taking part?”: someone else by e-mail, then a new account for them", async ({
  page,
  lang,
}, testInfo) => {
  const r = REGISTRATION_TEXTS[lang];
  const w = { ...WORDS[lang], ...CHOOSER[lang] };
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("chooser"), lang);
  await page.goto("/white-nights-marathon/m42/register");
  await expect(page.locator("#wizard-step-title")).toHaveText(r.participantStep, WIZARD_FIRST_LOAD);
  const who = page.getByRole("region", { name: w.who });
  const me = who.getByRole("radio", { name: w.me, exact: true });
  await expect(me).toBeChecked();
  await who.getByRole("radio", { name: w.someoneElse, exact: true }).check();
  // The form below is not the other person's yet: it waits until they are chosen.
  await expect(page.locator("form#participant-form")).toBeHidden();
  await who.getByLabel(w.theirEmail).fill(newPerson("chooser-child").email);
  await who.getByRole("button", { name: w.find }).click();
  await expect(who.getByRole("form")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "who-takes-part-new-account");
  await me.check();
  await expect(page.locator("form#participant-form")).toBeVisible();
});
