import type { Page, TestInfo } from "@playwright/test";
import { snap } from "../support/fixtures";

/**
 * `snap` from the top of the page: the wizard scrolls each new step's heading into view, and a
 * full-page shot taken scrolled down draws the sticky header in the middle of the page.
 */
export async function snapFromTop(page: Page, testInfo: TestInfo, screen: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
  await snap(page, testInfo, screen);
}
