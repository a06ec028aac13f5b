import { expect, expectNoSeriousA11yIssues, newPerson, snap, test } from "../support/fixtures";
import { REGISTRATION_TEXTS } from "../registration/registration-texts";
import { registerUpToPayment } from "../registration/payment-step";
import { payByCard, payOnSandboxPage } from "../registration/sandbox-card";
import { signUpThrough } from "../registration/session";
import { PORTAL_ORIGIN } from "../registration/tenant-sites";
import { uniqueSurname } from "../support/unique-surname";

/** Open, with options but no start packets, questions or required document; its event has a start list. */
const PLAIN_EVENT = "white-nights-marathon";

/** The account's and the Members tab's words, as the catalogs have them. */
const WORDS = {
  ru: {
    myRegistrations: "Мои регистрации",
    none: "У вас пока нет регистраций",
    findEvent: "Найти событие",
    paid: "Оплачено",
    consent: "Показывать моё имя в стартовом списке",
    shown: "Ваше имя показано в стартовом списке",
    hidden: "Ваше имя скрыто в стартовом списке",
    calendar: "Добавить в календарь",
    resend: "Отправить подтверждение ещё раз",
    members: "Участники",
    search: "Поиск по имени, клубу или городу",
    find: "Найти",
  },
  en: {
    myRegistrations: "My registrations",
    none: "You have no registrations yet",
    findEvent: "Find an event",
    paid: "Paid",
    consent: "Show my name in the start list",
    shown: "Your name is shown in the start list",
    hidden: "Your name is hidden in the start list",
    calendar: "Add to calendar",
    resend: "Resend confirmation",
    members: "Members",
    search: "Search by name, club or city",
    find: "Find",
  },
} as const;

test("a new person sees that they have no registrations yet, and where to find an event", async ({
  page,
  lang,
}, testInfo) => {
  const w = WORDS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("my-regs-empty"), lang);
  await page.goto("/account");
  const section = page.getByRole("region", { name: w.myRegistrations });
  await expect(section.getByText(w.none)).toBeVisible();
  await expect(section.getByRole("link", { name: w.findEvent })).toHaveAttribute(
    "href",
    "/events/future",
  );
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "my-registrations-empty");
});

test("after paying, the person finds the registration as paid with its amount, and takes their name on and off the start list", async ({
  page,
  lang,
}, testInfo) => {
  // Four steps, the acquirer's page, the account and the Members tab twice: longer than 30 s.
  test.slow();
  const r = REGISTRATION_TEXTS[lang];
  const w = WORDS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("my-regs"), lang);
  const surname = uniqueSurname("Petrova", testInfo.project.name);
  await registerUpToPayment(page, r, `/${PLAIN_EVENT}/m42/register`, {
    person: { lastName: surname },
  });
  await payByCard(page, r);
  await payOnSandboxPage(page, r, "succeeds");
  await expect(page.getByRole("heading", { level: 1, name: r.paid })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto("/account");
  const card = page.getByRole("region", { name: w.myRegistrations }).getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.locator(".badge")).toHaveText(w.paid);
  // The amount the acquirer confirmed, in roubles and not zero.
  await expect(card.locator(".my-registration__amount strong")).toHaveText(
    /^[1-9][\d\s ]*₽$|^₽[1-9]/,
  );
  await expect(card.getByRole("button", { name: new RegExp(`^${w.calendar}`) })).toBeVisible();
  await expect(card.getByRole("button", { name: new RegExp(`^${w.resend}`) })).toBeVisible();
  const consent = card.getByRole("switch", { name: w.consent });
  await expect(consent).not.toBeChecked();
  await expectNoSeriousA11yIssues(page);
  await snap(page, testInfo, "my-registrations-paid");

  const membersFind = async (count: number) => {
    await page.goto(`/event/${PLAIN_EVENT}`);
    await page.getByRole("link", { name: w.members, exact: true }).click();
    await page.getByRole("searchbox", { name: w.search }).fill(surname);
    await page.getByRole("button", { name: w.find }).click();
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(count);
  };

  await consent.check();
  await expect(page.getByText(w.shown)).toBeVisible();
  await expect(consent).toBeChecked();
  await membersFind(1);
  await expect(page.getByRole("table").locator("tbody tr").first()).toContainText(surname);

  await page.goto("/account");
  await expect(consent).toBeChecked();
  await consent.uncheck();
  await expect(page.getByText(w.hidden)).toBeVisible();
  await expect(consent).not.toBeChecked();
  // Hidden: the search never reads a hidden participant's name.
  await membersFind(0);
});
