import { expect, expectNoSeriousA11yIssues, newPerson, test } from "../support/fixtures";
import { signUpThrough } from "../registration/session";
import { snapFromTop } from "../registration/snap-top";
import { PORTAL_ORIGIN } from "../registration/tenant-sites";

/** The account's card and the trainings page's words (SPEC §2), as the catalogs have them. */
const WORDS = {
  ru: {
    trainings: "Тренировки",
    back: "Назад в личный кабинет",
    noTracker: "Трекер активности не подключён.",
    connectTracker: "Подключить трекер",
    choose: "Подключите трекер активности",
    connect: (tracker: string) => `Подключить ${tracker}`,
    connected: "Трекер Strava подключён.",
    thisWeek: "Эта неделя",
    last30Days: "Последние 30 дней",
    latest: "Последние тренировки",
    sync: "Синхронизировать",
    synced: "Синхронизация завершена:",
    disconnect: "Отключить Strava",
    question: "Отключить Strava? Тренировки, полученные из него, будут удалены из вашего аккаунта.",
    yesDisconnect: "Да, отключить",
    disconnected: "Трекер Strava отключён, тренировки из него удалены из аккаунта.",
  },
  en: {
    trainings: "Trainings",
    back: "Back to my account",
    noTracker: "No activity tracker is connected.",
    connectTracker: "Connect a tracker",
    choose: "Connect an activity tracker",
    connect: (tracker: string) => `Connect ${tracker}`,
    connected: "Strava is connected.",
    thisWeek: "This week",
    last30Days: "Last 30 days",
    latest: "Latest trainings",
    sync: "Sync now",
    synced: "Synced:",
    disconnect: "Disconnect Strava",
    question: "Disconnect Strava? The trainings brought from it will be removed from your account.",
    yesDisconnect: "Yes, disconnect",
    disconnected: "Strava is disconnected; the trainings brought from it have been removed.",
  },
} as const;

const TRACKERS = ["Strava", "Garmin Connect", "Polar Flow", "Suunto", "COROS"];

test("a new person connects Strava from the account, sees the totals and trainings, syncs, and disconnects it", async ({
  page,
  lang,
}, testInfo) => {
  // Sign-up, two pages and three axe checks on the busy stack: longer than 30 s.
  test.slow();
  const w = WORDS[lang];
  await signUpThrough(page, PORTAL_ORIGIN, newPerson("trainings"), lang);
  await page.goto("/account");
  const card = page.getByRole("region", { name: w.trainings });
  await expect(card).toContainText(w.noTracker);
  // The footer's site map leads a signed-in person there too.
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: w.trainings, exact: true }),
  ).toHaveAttribute("href", "/account/trainings");
  await card.getByRole("link", { name: w.connectTracker }).click();

  await expect(page).toHaveURL(/\/account\/trainings$/);
  await expect(page.getByRole("heading", { level: 1, name: w.trainings })).toBeVisible();
  const choice = page.getByRole("region", { name: w.choose });
  for (const tracker of TRACKERS)
    await expect(choice.getByRole("button", { name: w.connect(tracker) })).toBeEnabled();
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "trainings-not-connected");

  await choice.getByRole("button", { name: w.connect("Strava") }).click();
  const status = page.getByTestId("trainings-status");
  await expect(status).toContainText(w.connected);
  const tracker = page.getByRole("region", { name: "Strava" });
  await expect(tracker.getByRole("button", { name: w.sync })).toBeEnabled();
  await expect(page.getByRole("heading", { level: 3, name: w.thisWeek })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: w.last30Days })).toBeVisible();
  const list = page.getByRole("region", { name: w.latest });
  await expect(list.getByTestId("training").first()).toBeVisible();
  // The tracker's latest trainings arrived, and the month's total counts at least the newest one.
  await expect(page.getByTestId("totals-30-days").locator("dd").first()).not.toHaveText("0");
  await expectNoSeriousA11yIssues(page);
  await snapFromTop(page, testInfo, "trainings-connected");

  const before = await list.getByTestId("training").count();
  await tracker.getByRole("button", { name: w.sync }).click();
  await expect(status).toContainText(w.synced);
  expect(await list.getByTestId("training").count()).toBeGreaterThanOrEqual(before);

  await tracker.getByRole("button", { name: w.disconnect }).click();
  const question = tracker.getByRole("group", { name: w.question });
  await expect(question).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await question.getByRole("button", { name: w.yesDisconnect }).click();
  await expect(status).toHaveText(w.disconnected);
  await expect(page.getByTestId("training")).toHaveCount(0);
  for (const name of TRACKERS)
    await expect(
      page.getByRole("region", { name: w.choose }).getByRole("button", { name: w.connect(name) }),
    ).toBeEnabled();

  // The account's card says so too.
  await page.getByRole("link", { name: w.back }).click();
  await expect(page.getByRole("region", { name: w.trainings })).toContainText(w.noTracker);
  await snapFromTop(page, testInfo, "account-trainings-card");
});
