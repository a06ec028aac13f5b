// @vitest-environment happy-dom
import { FakeAppError } from "@reg/api/testing";
import type { Mounted } from "@reg/ui/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TrainingsSection } from "./trainings-section";
import { connectedPage, mountTrainings, NOT_CONNECTED, NOW } from "./trainings-testing";

let mounted: Mounted | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

async function openSection(answer: () => Promise<unknown>, locale: "ru" | "en" = "en") {
  const page = await mountTrainings(<TrainingsSection />, { "trainings.get": answer }, locale);
  mounted = page.mounted;
  const section = page.container.querySelector(
    'section[aria-labelledby="trainings-section-heading"]',
  );
  if (!(section instanceof HTMLElement)) throw new Error("no Trainings section");
  return section;
}

const stateOf = (section: HTMLElement) =>
  section.querySelector('[data-testid="trainings-section-state"]')?.textContent;
const linkOf = (section: HTMLElement) => section.querySelector("a");

describe("the account's Trainings card", () => {
  it("says which tracker is connected, whose, and how many trainings the month had", async () => {
    const section = await openSection(async () => connectedPage());
    expect(section.querySelector("h2")?.textContent).toBe("Trainings");
    expect(stateOf(section)).toBe(
      "Strava is connected as Anna Runner. 3 trainings in the last 30 days.",
    );
    expect(linkOf(section)?.getAttribute("href")).toBe("/account/trainings");
    expect(linkOf(section)?.textContent).toBe("My trainings");
  });

  it("says none is connected and leads to connecting one", async () => {
    const section = await openSection(async () => NOT_CONNECTED);
    expect(stateOf(section)).toContain("No activity tracker is connected.");
    expect(linkOf(section)?.getAttribute("href")).toBe("/account/trainings");
    expect(linkOf(section)?.textContent).toBe("Connect a tracker");
  });

  it("reads in Russian, with the right plural", async () => {
    const section = await openSection(async () => connectedPage(), "ru");
    expect(section.querySelector("h2")?.textContent).toBe("Тренировки");
    expect(stateOf(section)).toBe(
      "Подключён трекер Strava, профиль: Anna Runner. 3 тренировки за последние 30 дней.",
    );
    expect(linkOf(section)?.textContent).toBe("Мои тренировки");
  });

  it("still leads to the page when the trainings cannot be read", async () => {
    const section = await openSection(async () => {
      throw new FakeAppError("UPSTREAM_UNAVAILABLE", 503);
    });
    expect(section.querySelector('[role="alert"]')?.textContent).toBe(
      "Could not load your trainings. Try again later.",
    );
    expect(linkOf(section)?.getAttribute("href")).toBe("/account/trainings");
  });
});
