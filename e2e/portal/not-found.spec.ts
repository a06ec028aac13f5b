import { SCREEN } from "../support/behaviour";
import { expect, expectNoSeriousA11yIssues, snap, test } from "../support/fixtures";

for (const path of ["/no-such-page/at-all", "/404"]) {
  test(`${path} shows the not-found page`, SCREEN, async ({ page, t }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, `not-found${path.replaceAll("/", "-")}`);
  });
}
